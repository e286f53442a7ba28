import { z } from "zod";
import { additionalInfo, chargePayer } from "@/lib/vendors/efi";
import type { CreatedPix, IssuedBoleto } from "@/lib/vendors/efi/types";

/**
 * What pix_charges.pix_data and boleto_cache.boleto_data hold, read back through these declared
 * shapes rather than a cast. New rows hold the charge in the portal's words (CreatedPix,
 * IssuedBoleto); rows stored before then hold docs/SPEC.md §3's PIX and boleto responses and are
 * read into the same types. A row that reads as neither is unusable: it is not reused, and the
 * customer gets a fresh charge instead of a broken one.
 */

const payerSchema = z.object({ name: z.string(), cpf: z.string().optional(), cnpj: z.string().optional() });

const createdPixSchema = z.object({
  txid: z.string().min(1),
  status: z.string(),
  amount: z.string(),
  createdAt: z.string(),
  expirySeconds: z.number(),
  payer: payerSchema,
  payerRequest: z.string(),
  additionalInfo: z.array(z.object({ name: z.string(), value: z.string() })),
  pixCode: z.string().min(1),
  qrImage: z.string().min(1),
  pageUrl: z.string(),
}) satisfies z.ZodType<CreatedPix>;

/** docs/SPEC.md §3 "PIX response" (its `pix`), as rows stored before the portal's own shape hold it. */
const legacyPixSchema = z
  .object({
    imagem_qrcode: z.string().min(1),
    pix_copiaecola: z.string().min(1),
    link_responsivo: z.string(),
    detalhes: z.object({
      txid: z.string().min(1),
      status: z.string(),
      valor: z.object({ original: z.string() }),
      calendario: z.object({ criacao: z.string(), expiracao: z.number() }),
      devedor: z.object({ nome: z.string(), cpf: z.string().optional(), cnpj: z.string().optional() }),
      solicitacaoPagador: z.string(),
      infoAdicionais: z.array(z.object({ nome: z.string(), valor: z.string() })),
    }),
  })
  .transform(({ imagem_qrcode, pix_copiaecola, link_responsivo, detalhes: d }): CreatedPix => ({
    txid: d.txid,
    status: d.status,
    amount: d.valor.original,
    createdAt: d.calendario.criacao,
    expirySeconds: d.calendario.expiracao,
    payer: chargePayer(d.devedor),
    payerRequest: d.solicitacaoPagador,
    additionalInfo: additionalInfo(d.infoAdicionais),
    pixCode: pix_copiaecola,
    qrImage: imagem_qrcode,
    pageUrl: link_responsivo,
  }));

const storedPixSchema = z.union([createdPixSchema, legacyPixSchema]);

const link = z.string().min(1).nullable();

const issuedBoletoSchema = z.object({
  chargeId: z.number().int(),
  amount: z.number(),
  totalCents: z.number().int(),
  status: z.string(),
  digitableLine: z.string().min(1),
  pageUrl: link,
  pdfUrl: link,
  downloadUrl: link,
  expiresOn: z.string().min(1),
  pix: z.object({ code: z.string().min(1), qrImage: z.string().min(1) }).optional(),
}) satisfies z.ZodType<IssuedBoleto>;

/** docs/SPEC.md §3 "Boleto response" (its `boleto`), as rows stored before the portal's own shape hold it. */
const legacyBoletoSchema = z
  .object({
    valor: z.number(),
    codigo_barras: z.string().min(1),
    link_boleto: link,
    detalhes_completos: z.object({
      data: z.object({
        charge_id: z.number().int(),
        total: z.number().int(),
        status: z.string(),
        barcode: z.string().min(1),
        link: z.string().min(1).optional(),
        billet_link: z.string().min(1).optional(),
        pdf: z.object({ charge: z.string().min(1) }).optional(),
        expire_at: z.string().min(1),
        pix: z.object({ qrcode: z.string().min(1), qrcode_image: z.string().min(1) }).optional(),
      }),
    }),
  })
  .transform(({ valor, codigo_barras, link_boleto, detalhes_completos: { data } }): IssuedBoleto => ({
    chargeId: data.charge_id,
    amount: valor,
    totalCents: data.total,
    status: data.status,
    digitableLine: codigo_barras,
    pageUrl: link_boleto,
    pdfUrl: data.pdf?.charge ?? null,
    downloadUrl: data.billet_link ?? null,
    expiresOn: data.expire_at,
    ...(data.pix ? { pix: { code: data.pix.qrcode, qrImage: data.pix.qrcode_image } } : {}),
  }));

const storedBoletoSchema = z.union([issuedBoletoSchema, legacyBoletoSchema]);

/** The charge a pix_data holds, in either shape; null when it holds none that reads. */
export function readStoredPix(data: unknown): CreatedPix | null {
  const parsed = storedPixSchema.safeParse(data);
  return parsed.success ? parsed.data : null;
}

/** The boleto a boleto_data holds, in either shape; null when it holds none that reads. */
export function readStoredBoleto(data: unknown): IssuedBoleto | null {
  const parsed = storedBoletoSchema.safeParse(data);
  return parsed.success ? parsed.data : null;
}
