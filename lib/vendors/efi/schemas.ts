import { z } from "zod";

/**
 * Shapes of the gateway's answers (docs/UPSTREAMS.md §2), parsed with zod: unknown
 * fields are dropped, a missing required one is reported by its path.
 */

const amount = z.string().regex(/^\d+\.\d{2}$/, "valor com duas casas decimais");

export const tokenSchema = z.object({
  access_token: z.string().min(1),
  expires_in: z.coerce.number().int().positive(),
  token_type: z.string().optional(),
});

const infoAdicionalSchema = z.object({ nome: z.string(), valor: z.string() });

export const pixPaymentSchema = z.object({
  endToEndId: z.string().min(1),
  txid: z.string().optional(),
  valor: amount,
  horario: z.string().min(1),
  infoPagador: z.string().optional(),
});

export const devedorSchema = z.object({
  nome: z.string(),
  cpf: z.string().optional(),
  cnpj: z.string().optional(),
});

/** PUT/GET /v2/cob/:txid. */
export const cobSchema = z.object({
  txid: z.string().min(1),
  status: z.string().min(1),
  calendario: z.object({
    criacao: z.string().min(1),
    expiracao: z.coerce.number().int().positive(),
  }),
  valor: z.object({ original: amount }),
  chave: z.string().min(1),
  revisao: z.number().optional(),
  loc: z.object({ id: z.number().int(), location: z.string().optional() }).optional(),
  location: z.string().optional(),
  devedor: devedorSchema.optional(),
  solicitacaoPagador: z.string().optional(),
  infoAdicionais: z.array(infoAdicionalSchema).default([]),
  pixCopiaECola: z.string().optional(),
  pix: z.array(pixPaymentSchema).default([]),
});

/** A created charge always carries its location and copy-and-paste code. */
export const createdCobSchema = cobSchema.extend({
  loc: z.object({ id: z.number().int(), location: z.string().optional() }),
  pixCopiaECola: z.string().min(1),
});

/** What a check shows (docs/SPEC.md §3): the charge without its location bookkeeping. */
export const pixTransactionSchema = cobSchema.omit({ loc: true, location: true, revisao: true });

/** GET /v2/loc/:id/qrcode. */
export const qrcodeSchema = z.object({
  qrcode: z.string().min(1),
  imagemQrcode: z.string().min(1),
  linkVisualizacao: z.string().min(1),
});

/**
 * The boleto's fields in the one-step answer and under payment.banking_billet of the charge's
 * detail. Efí documents two answers (docs/UPSTREAMS.md §2.3): with PIX on the boleto (`pix`) and a
 * plain boleto without it; the official SDK's schema has `pix`, `link`, `billet_link`, `pdf` and
 * (on create) `expire_at` optional, so only the barcode is required.
 */
const billetFields = {
  barcode: z.string().min(1),
  link: z.string().min(1).optional(),
  billet_link: z.string().min(1).optional(),
  pdf: z.object({ charge: z.string().min(1) }).optional(),
  expire_at: z.string().min(1).optional(),
  pix: z.object({ qrcode: z.string().min(1), qrcode_image: z.string().min(1) }).optional(),
};

/** POST /v1/charge/one-step with a banking_billet. */
export const oneStepBilletSchema = z.object({
  code: z.number().int(),
  data: z.object({
    charge_id: z.number().int(),
    total: z.number().int(),
    status: z.string().min(1),
    payment: z.string().optional(),
    ...billetFields,
  }),
});

/**
 * GET /v1/charges (the SDK's listCharges). Each item's id is read as `id` or `charge_id`:
 * the SDK's schema has `id`, the lenient read keeps both spellings.
 */
export const chargeListSchema = z.object({
  data: z.array(
    z
      .object({
        id: z.number().int().optional(),
        charge_id: z.number().int().optional(),
        total: z.number().int(),
        status: z.string().min(1),
        custom_id: z.string().nullish(),
      })
      .transform(({ id, charge_id, ...rest }) => ({ ...rest, chargeId: charge_id ?? id }))
      .refine((item) => item.chargeId !== undefined, "id da cobrança ausente"),
  ),
});

/** GET /v1/charge/:id: the boleto's data sits under payment.banking_billet. */
export const billetChargeSchema = z.object({
  data: z.object({
    charge_id: z.number().int(),
    total: z.number().int(),
    status: z.string().min(1),
    payment: z.object({ banking_billet: z.object(billetFields) }),
  }),
});

/**
 * GET /v1/notification/:token: the charge's changes of status, oldest first (Efí's docs,
 * "Notificações"; the SDK's GetNotificationResponseSchema). Read leniently: an entry of another
 * kind (a subscription, a carnê) may lack the charge id, and `value` comes only with a payment.
 */
export const chargeNotificationSchema = z.object({
  data: z.array(
    z.object({
      id: z.number().int(),
      type: z.string(),
      custom_id: z.string().nullish(),
      status: z.object({ current: z.string().min(1), previous: z.string().nullish() }),
      identifiers: z.object({ charge_id: z.number().int().optional() }).default({}),
      value: z.number().int().nullish(),
      received_by_bank_at: z.string().nullish(),
      created_at: z.string().min(1),
    }),
  ),
});

/** GET /v2/cob?inicio&fim[&status]: one page of charges and where it stands in the list. */
export const cobListSchema = z.object({
  parametros: z.object({
    paginacao: z.object({
      paginaAtual: z.number().int().nonnegative(),
      quantidadeDePaginas: z.number().int().nonnegative(),
    }),
  }),
  cobs: z.array(pixTransactionSchema),
});

/** Error bodies: PIX API {nome, mensagem}; charges API {code, error, error_description}. */
export const pixErrorSchema = z.object({ nome: z.string().optional(), mensagem: z.string().optional() });
export const chargesErrorSchema = z.object({
  code: z.number().optional(),
  error: z.string().optional(),
  error_description: z.union([z.string(), z.object({ message: z.string().optional(), property: z.string().optional() })]).optional(),
});
/** The OAuth endpoints answer RFC 6749 errors. */
export const oauthErrorSchema = z.object({
  error: z.string().optional(),
  error_description: z.string().optional(),
});

export type Cob = z.output<typeof cobSchema>;
export type PixTransaction = z.output<typeof pixTransactionSchema>;
export type PixPayment = z.output<typeof pixPaymentSchema>;
export type InfoAdicional = z.output<typeof infoAdicionalSchema>;
export type ChargeNotification = z.output<typeof chargeNotificationSchema>["data"][number];
