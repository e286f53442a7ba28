import { randomInt } from "node:crypto";
import { z } from "zod";
import { todayInBrazil } from "@/lib/shared/br/calendar";
import { isValidCnpj, isValidCpf } from "@/lib/shared/br/document";
import type { Route, SandboxRequest, SandboxResponse } from "../http";
import type { SandboxAuth } from "./auth";
import { CHARGE_NOT_FOUND, CHARGES_UNAUTHORIZED, chargeLinks, chargesError, createdJson, detailJson, listItemJson } from "./charge-views";
import { boletoPage, boletoPdf } from "./documents";
import { barcodeToLinhaDigitavel, buildBarcode, hasUnambiguousGeneralDv } from "../shared/febraban";
import { brCodeFor, newLocation, qrPng, type EfiState, type Merchant, type SandboxCharge } from "./state";

/**
 * The charges API paths (docs/UPSTREAMS.md §2.3), mounted under /v1, and its errors {code, error,
 * error_description}. Its answers are drawn in charge-views.ts; paying a boleto and the
 * notifications are in boleto-payments.ts.
 */

export type ChargesOptions = {
  /** Whether boletos carry a PIX (Bolix); false answers plain boletos, as for an account without PIX on boleto. */
  boletoPix: () => boolean;
};

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
      configurations: z.object({ fine: z.number().int().min(0).max(1000), interest: z.number().int().min(0).max(330) }).optional(),
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

export function chargesRoutes(state: () => EfiState, auth: SandboxAuth, merchant: Merchant, options: ChargesOptions): Route[] {
  const guarded = (handler: (req: SandboxRequest) => SandboxResponse | Promise<SandboxResponse>) => (req: SandboxRequest) =>
    auth.allows("charges", req) ? handler(req) : CHARGES_UNAUTHORIZED;
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
        const createdAt = new Date().toISOString();
        const charge: SandboxCharge = {
          charge_id: id,
          total,
          status: "waiting",
          custom_id: metadata?.custom_id ?? null,
          notification_url: metadata?.notification_url ?? null,
          created_at: createdAt,
          items,
          customer: billet.customer,
          expire_at: billet.expire_at,
          ...(billet.message ? { message: billet.message } : {}),
          barcode: barcodeToLinhaDigitavel(newBarcode(id, billet.expire_at, total)),
          ...(options.boletoPix() ? { pix: { qrcode: brCodeFor(newLocation("cobv"), merchant, total / 100) } } : {}),
          changes: [
            { current: "new", previous: null, at: createdAt },
            { current: "waiting", previous: "new", at: createdAt },
          ],
        };
        s.charges.set(id, charge);
        return { json: await createdJson(req, charge) };
      }),
    },
    {
      method: "GET",
      pattern: "/v1/charge/:id",
      handler: guarded(async (req) => {
        const charge = find(req);
        return charge ? { json: await detailJson(req, charge) } : CHARGE_NOT_FOUND;
      }),
    },
    {
      // GET /v1/charges (the SDK's listCharges): billets created between two days, by custom_id and
      // status, a page of `limit` at a time (page from 1), with the params it was asked with.
      method: "GET",
      pattern: "/v1/charges",
      handler: guarded(async (req) => {
        const q = req.query;
        const begin = q.get("begin_date");
        const end = q.get("end_date");
        if (q.get("charge_type") !== "billet" || !begin || !end) {
          return chargesError(400, 3500034, "validation_error", "charge_type, begin_date e end_date são obrigatórios");
        }
        const customId = q.get("custom_id");
        const status = q.get("status");
        const limit = Math.min(1000, Math.max(1, Number(q.get("limit") ?? 100) || 100));
        const page = Math.max(1, Number(q.get("page") ?? 1) || 1);
        const createdOn = (charge: SandboxCharge) => todayInBrazil(new Date(charge.created_at));
        const matches = [...state().charges.values()].filter(
          (c) =>
            createdOn(c) >= begin &&
            createdOn(c) <= end &&
            (customId === null || c.custom_id === customId) &&
            (status === null || c.status === status),
        );
        const offset = (page - 1) * limit;
        const data = await Promise.all(matches.slice(offset, offset + limit).map((c) => listItemJson(req, c)));
        return { json: { code: 200, data, params: { begin_date: begin, end_date: end, pagination: { limit, offset, page } } } };
      }),
    },
    {
      // pdf.charge and billet_link: public like the real links.
      method: "GET",
      pattern: "/v1/charge/:id/pdf",
      handler: async (req) => {
        const charge = find(req);
        if (!charge) return { status: 404, body: "Boleto não encontrado", contentType: "text/plain; charset=utf-8" };
        const pdf = await boletoPdf(merchant, charge, charge.pix ? await qrPng(charge.pix.qrcode) : null);
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
        return boletoPage(
          merchant,
          charge,
          charge.pix ? await qrPng(charge.pix.qrcode) : null,
          chargeLinks(req, charge.charge_id).pdf.charge,
        );
      },
    },
  ];
}
