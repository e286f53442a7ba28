import "server-only";
import type { z } from "zod";
import { todayInBrazil } from "@/lib/shared/br/calendar";
import { documentKind, normalizeDocument } from "@/lib/shared/br/document";
import { parseUpstream } from "@/lib/platform/upstream/http";
import { sendAuthorized, type TokenCache } from "./auth";
import { chargesApiError, isSuccess } from "./errors";
import { BOLETO_DESCRIPTION_MAX, boletoDueDate, boletoEmail, boletoPhone, toCentavos, truncateDescription } from "./helpers";
import { billetChargeSchema, chargeListSchema, oneStepBilletSchema } from "./schemas";
import type { Send } from "./transport";
import type { CreateBoletoInput, IssuedBoleto } from "./types";

export type BoletoContext = {
  /** Already ends in /v1. */
  baseUrl: string;
  timeoutMs: number;
  send: Send;
  tokens: TokenCache;
  now: () => Date;
};

function billetCustomer(input: CreateBoletoInput) {
  const document = normalizeDocument(input.payerDocument);
  const kind = documentKind(document);
  if (!kind) throw new RangeError("CPF ou CNPJ do pagador inválido");
  const name = truncateDescription(input.payerName, 255);
  const email = boletoEmail(input.email);
  const phone = boletoPhone(input.phone);
  return {
    ...(kind === "cpf" ? { name, cpf: document } : { juridical_person: { corporate_name: name, cnpj: document } }),
    ...(email ? { email } : {}),
    ...(phone ? { phone_number: phone } : {}),
  };
}

/** The POST /v1/charge/one-step body (docs/UPSTREAMS.md §2.3): money in centavos, no fine nor interest. */
export function boletoChargeBody(input: CreateBoletoInput, now: Date) {
  const message = input.message?.trim();
  return {
    items: [
      {
        name: truncateDescription(input.description, BOLETO_DESCRIPTION_MAX),
        value: toCentavos(input.amount),
        amount: 1,
      },
    ],
    metadata: {
      custom_id: input.customId ?? String(input.invoiceId),
      ...(input.notificationUrl ? { notification_url: input.notificationUrl } : {}),
    },
    payment: {
      banking_billet: {
        expire_at: boletoDueDate(input.dueDate, now),
        customer: billetCustomer(input),
        ...(message ? { message } : {}),
        configurations: { fine: 0, interest: 0 },
      },
    },
  };
}

/** Issues a boleto for an invoice. Never retried: a repeat would be a second charge. */
export async function createBoleto(ctx: BoletoContext, input: CreateBoletoInput): Promise<IssuedBoleto> {
  const body = boletoChargeBody(input, input.now ?? ctx.now());
  const res = await sendAuthorized(ctx.tokens, ctx.send, {
    upstream: "efi",
    url: `${ctx.baseUrl}/charge/one-step`,
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(body),
    timeoutMs: ctx.timeoutMs,
    retry: false,
  });
  if (!isSuccess(res)) throw chargesApiError(res);
  const { data } = parseUpstream("efi", oneStepBilletSchema, res.json);
  return issuedBoleto(data, data, body.payment.banking_billet.expire_at);
}

type BilletFields = z.output<typeof billetChargeSchema>["data"]["payment"]["banking_billet"];

/**
 * The boleto in the portal's words from what the gateway sent: only what it has (a plain boleto
 * has no PIX), and the due date asked for when the answer leaves it out.
 */
function issuedBoleto(
  charge: { charge_id: number; total: number; status: string },
  billet: BilletFields,
  requestedExpiry: string,
): IssuedBoleto {
  return {
    chargeId: charge.charge_id,
    amount: charge.total / 100,
    totalCents: charge.total,
    status: charge.status,
    digitableLine: billet.barcode,
    pageUrl: billet.link ?? null,
    pdfUrl: billet.pdf?.charge ?? null,
    downloadUrl: billet.billet_link ?? null,
    expiresOn: billet.expire_at ?? requestedExpiry,
    ...(billet.pix ? { pix: { code: billet.pix.qrcode, qrImage: billet.pix.qrcode_image } } : {}),
  };
}

/** Charge statuses in which a boleto can still be paid. */
const PAYABLE = new Set(["new", "waiting"]);

export type BoletoLookup = {
  /** The metadata.custom_id the charge was created with. */
  customId: string;
  /** The earliest day (São Paulo) the charge may have been created on. */
  createdSince: Date;
  /** Reais: only a boleto for this amount is the invoice's. */
  amount: number;
};

/**
 * The invoice's boleto that a lost answer left at the gateway: the newest charge with this
 * custom_id, created since then, for this amount, still payable and not past its due date.
 * Null when there is none, so the caller may create one.
 */
export async function findLiveBoleto(ctx: BoletoContext, lookup: BoletoLookup): Promise<IssuedBoleto | null> {
  const today = todayInBrazil(ctx.now());
  const query = new URLSearchParams({
    charge_type: "billet",
    begin_date: todayInBrazil(lookup.createdSince),
    end_date: today,
    custom_id: lookup.customId,
  });
  const list = await sendAuthorized(ctx.tokens, ctx.send, {
    upstream: "efi",
    url: `${ctx.baseUrl}/charges?${query}`,
    timeoutMs: ctx.timeoutMs,
    retry: true,
  });
  if (!isSuccess(list)) throw chargesApiError(list);
  const candidates = parseUpstream("efi", chargeListSchema, list.json)
    .data.filter((c) => c.custom_id === lookup.customId && c.total === toCentavos(lookup.amount) && PAYABLE.has(c.status))
    .sort((a, b) => b.chargeId! - a.chargeId!);

  for (const candidate of candidates) {
    const res = await sendAuthorized(ctx.tokens, ctx.send, {
      upstream: "efi",
      url: `${ctx.baseUrl}/charge/${candidate.chargeId}`,
      timeoutMs: ctx.timeoutMs,
      retry: true,
    });
    if (!isSuccess(res)) throw chargesApiError(res);
    const { data } = parseUpstream("efi", billetChargeSchema, res.json);
    const billet = data.payment.banking_billet;
    // Without its due date the boleto's validity is unknown: not handed out as the invoice's.
    if (!billet.expire_at || billet.expire_at.slice(0, 10) < today) continue;
    return issuedBoleto(data, billet, billet.expire_at);
  }
  return null;
}
