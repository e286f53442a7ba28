import { randomInt } from "node:crypto";
import { z } from "zod";
import { todayInBrazil } from "@/lib/br/calendar";
import { isValidCnpj, isValidCpf } from "@/lib/br/document";
import type { Route, SandboxRequest, SandboxResponse } from "../http";
import type { SandboxAuth } from "./auth";
import { boletoPage, boletoPdf } from "./documents";
import { barcodeToLinhaDigitavel, buildBarcode, hasUnambiguousGeneralDv } from "../shared/febraban";
import { origin } from "./pix-api";
import { brCodeFor, newLocation, qrPng, type EfiState, type Merchant, type SandboxCharge } from "./state";

/** The charges API paths (docs/UPSTREAMS.md §2.3), mounted under /v1, and its errors {code, error, error_description}. */

const chargesError = (status: number, code: number, error: string, description: unknown): SandboxResponse => ({
  status,
  json: { code, error, error_description: description },
});

const UNAUTHORIZED = chargesError(401, 3500010, "authorization_error", "Token de acesso inválido ou expirado");
const NOT_FOUND = chargesError(404, 3500034, "charge_not_found", "Cobrança não encontrada para esta conta");

const phone = z.string().regex(/^[1-9]{2}9?\d{8}$/, "telefone inválido");
const customerSchema = z.union([
  z.object({
    name: z.string().min(1).max(255),
    cpf: z.string().refine(isValidCpf, "CPF inválido"),
    email: z.email().optional(),
    phone_number: phone.optional(),
  }),
  z.object({
    juridical_person: z.object({
      corporate_name: z.string().min(1).max(255),
      cnpj: z.string().refine(isValidCnpj, "CNPJ inválido"),
    }),
    email: z.email().optional(),
    phone_number: phone.optional(),
  }),
]);

const oneStepSchema = z.object({
  items: z
    .array(
      z.object({
        name: z.string().min(1).max(255),
        value: z.number().int().positive(),
        amount: z.number().int().positive().default(1),
      }),
    )
    .min(1),
  metadata: z.object({ custom_id: z.string().max(255).nullish(), notification_url: z.url().optional() }).optional(),
  payment: z.object({
    banking_billet: z.object({
      expire_at: z
        .string()
        .regex(/^\d{4}-\d{2}-\d{2}$/, "formato AAAA-MM-DD")
        .refine((d) => d >= todayInBrazil(), "A data de vencimento não pode ser anterior à data atual"),
      customer: customerSchema,
      message: z.string().optional(),
      configurations: z
        .object({ fine: z.number().int().min(0).max(1000), interest: z.number().int().min(0).max(330) })
        .optional(),
    }),
  }),
});

/** Campo livre: a wallet digit, the charge id as "nosso número", then random digits. */
function newBarcode(chargeId: number, dueDate: string, centavos: number): string {
  for (;;) {
    const campoLivre = `1${String(chargeId).padStart(12, "0")}${String(randomInt(0, 1e12)).padStart(12, "0")}`;
    const barcode = buildBarcode({ dueDate, centavos, campoLivre });
    if (hasUnambiguousGeneralDv(barcode)) return barcode;
  }
}

function chargeLinks(req: SandboxRequest, id: number) {
  const base = origin(req);
  return { link: `${base}/emissao/${id}`, billet_link: `${base}/v1/charge/${id}/pdf`, pdf: { charge: `${base}/v1/charge/${id}/pdf` } };
}

async function billetData(req: SandboxRequest, charge: SandboxCharge) {
  return {
    barcode: charge.barcode,
    pix: { qrcode: charge.pix.qrcode, qrcode_image: await qrPng(charge.pix.qrcode) },
    ...chargeLinks(req, charge.charge_id),
    expire_at: charge.expire_at,
  };
}

export function chargesRoutes(state: () => EfiState, auth: SandboxAuth, merchant: Merchant): Route[] {
  const guarded =
    (handler: (req: SandboxRequest) => SandboxResponse | Promise<SandboxResponse>) => (req: SandboxRequest) =>
      auth.allows("charges", req) ? handler(req) : UNAUTHORIZED;
  const find = (req: SandboxRequest) => state().charges.get(Number(req.params.id));

  return [
    { method: "POST", pattern: "/v1/authorize", handler: (req) => auth.issue("charges", req) },
    {
      method: "POST",
      pattern: "/v1/charge/one-step",
      handler: guarded(async (req) => {
        const parsed = oneStepSchema.safeParse(req.body);
        if (!parsed.success) {
          const issue = parsed.error.issues[0]!;
          return chargesError(400, 3500034, "validation_error", {
            property: `/${issue.path.join("/")}`,
            message: issue.message,
          });
        }
        const { items, metadata, payment } = parsed.data;
        const billet = payment.banking_billet;
        const s = state();
        const id = s.nextChargeId++;
        const total = items.reduce((sum, item) => sum + item.value * item.amount, 0);
        const charge: SandboxCharge = {
          charge_id: id,
          total,
          status: "waiting",
          custom_id: metadata?.custom_id ?? null,
          created_at: new Date().toISOString(),
          items,
          customer: billet.customer,
          expire_at: billet.expire_at,
          ...(billet.message ? { message: billet.message } : {}),
          barcode: barcodeToLinhaDigitavel(newBarcode(id, billet.expire_at, total)),
          pix: { qrcode: brCodeFor(newLocation("cobv"), merchant, total / 100) },
        };
        s.charges.set(id, charge);
        return {
          json: {
            code: 200,
            data: {
              charge_id: id,
              total,
              status: charge.status,
              payment: "banking_billet",
              custom_id: charge.custom_id,
              created_at: charge.created_at,
              ...(await billetData(req, charge)),
            },
          },
        };
      }),
    },
    {
      method: "GET",
      pattern: "/v1/charge/:id",
      handler: guarded(async (req) => {
        const charge = find(req);
        if (!charge) return NOT_FOUND;
        return {
          json: {
            code: 200,
            data: {
              charge_id: charge.charge_id,
              total: charge.total,
              status: charge.status,
              custom_id: charge.custom_id,
              created_at: charge.created_at,
              items: charge.items,
              customer: charge.customer,
              payment: {
                method: "banking_billet",
                banking_billet: { ...(await billetData(req, charge)), ...(charge.message ? { message: charge.message } : {}) },
              },
              history: [
                { message: "Cobrança criada", created_at: charge.created_at },
                { message: "Aguardando pagamento", created_at: charge.created_at },
              ],
            },
          },
        };
      }),
    },
    {
      // GET /v1/charges (the SDK's listCharges): charges created between two dates, by type and custom_id.
      method: "GET",
      pattern: "/v1/charges",
      handler: guarded((req) => {
        const begin = req.query.get("begin_date");
        const end = req.query.get("end_date");
        if (req.query.get("charge_type") !== "billet" || !begin || !end) {
          return chargesError(400, 3500034, "validation_error", "charge_type, begin_date e end_date são obrigatórios");
        }
        const customId = req.query.get("custom_id");
        const createdOn = (charge: SandboxCharge) => todayInBrazil(new Date(charge.created_at));
        const data = [...state().charges.values()]
          .filter((c) => createdOn(c) >= begin && createdOn(c) <= end && (customId === null || c.custom_id === customId))
          .map((c) => ({ id: c.charge_id, total: c.total, status: c.status, custom_id: c.custom_id, created_at: c.created_at }));
        return { json: { code: 200, data } };
      }),
    },
    {
      // pdf.charge and billet_link: public like the real links.
      method: "GET",
      pattern: "/v1/charge/:id/pdf",
      handler: async (req) => {
        const charge = find(req);
        if (!charge) return { status: 404, body: "Boleto não encontrado", contentType: "text/plain; charset=utf-8" };
        const pdf = await boletoPdf(merchant, charge, await qrPng(charge.pix.qrcode));
        return {
          body: Buffer.from(pdf),
          contentType: "application/pdf",
          headers: { "content-disposition": `inline; filename="boleto-${charge.charge_id}.pdf"` },
        };
      },
    },
    {
      method: "GET",
      pattern: "/emissao/:id",
      handler: async (req) => {
        const charge = find(req);
        if (!charge) return { status: 404, body: "Boleto não encontrado", contentType: "text/plain; charset=utf-8" };
        return boletoPage(merchant, charge, await qrPng(charge.pix.qrcode), chargeLinks(req, charge.charge_id).pdf.charge);
      },
    },
  ];
}

/** Sandbox-only: POST /__sandbox/charge/:id/pay marks a boleto paid. */
export function chargesControlRoutes(state: () => EfiState): Route[] {
  return [
    {
      method: "POST",
      pattern: "/__sandbox/charge/:id/pay",
      handler: (req) => {
        const charge = state().charges.get(Number(req.params.id));
        if (!charge) return NOT_FOUND;
        charge.status = "paid";
        return { json: { code: 200, data: { charge_id: charge.charge_id, status: charge.status } } };
      },
    },
  ];
}
