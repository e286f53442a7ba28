import { createHash, timingSafeEqual } from "node:crypto";
import type { ChargeEvent, PixCharge } from "@/lib/vendors/efi/types";

/**
 * Whether the gateway's own account of a charge confirms a payment, before anything is recorded.
 * Pure: the webhook's body and the poll both end here, with the charge as the portal made it
 * (pix_charges) and as the gateway shows it now (GET /v2/cob/:txid).
 */

/** The charge the portal created: whose it is, which invoice, and the amount it asked for. */
export type OurCharge = {
  txid: string;
  document: string;
  invoiceId: string;
  /** "119.90", as sent to the gateway; null while the charge's creation is unfinished. */
  amount: string | null;
  /** What the payer read: 'Fatura N - …'. */
  payerRequest: string | null;
  /** When it stops being payable; null while unfinished. */
  expiresAt: Date | null;
  /** The gateway's payment page, stored shortly after the charge was handed out; null until then. */
  link: string | null;
};

/** A boleto the portal issued (boleto_cache): whose it is, which invoice, and its total. */
export type OurBoleto = {
  chargeId: number;
  document: string;
  invoiceId: string;
  /** The invoice number the payer read. */
  documentNumber: string;
  /** Centavos, as issued. */
  totalCents: number;
};

/** A confirmed payment, as recorded. */
export type ConfirmedPayment = {
  method: "pix" | "boleto";
  /** PIX: the end-to-end id; boleto: boletoPaymentKey (a boleto has none, and is paid once). */
  endToEndId: string;
  txid: string;
  invoiceId: string;
  document: string;
  /** Reais. */
  amount: number;
  paidAt: Date;
};

export type Verdict =
  | { kind: "confirmed"; payment: ConfirmedPayment }
  /** The gateway has no payment for it yet (ATIVA), or it was removed. */
  | { kind: "not-paid"; status: string }
  /** The gateway and the portal disagree, or the claim names a payment the gateway does not show. */
  | { kind: "mismatch"; reason: string };

const cents = (amount: string) => Math.round(Number(amount) * 100);

/**
 * `claimed`: what a webhook said (end-to-end id and amount); the gateway's record must contain
 * exactly that payment. Without a claim (the poll) the charge's first payment is taken.
 */
export function judgeCharge(ours: OurCharge, gateway: PixCharge, claimed?: { endToEndId: string; valor: string }): Verdict {
  if (gateway.txid !== ours.txid) return { kind: "mismatch", reason: "txid diferente na resposta do gateway" };
  if (gateway.status.toUpperCase() !== "CONCLUIDA") return { kind: "not-paid", status: gateway.status.toUpperCase() };
  if (ours.amount === null) return { kind: "mismatch", reason: "cobrança sem valor registrado" };
  if (cents(gateway.amount) !== cents(ours.amount)) return { kind: "mismatch", reason: "valor da cobrança diferente do criado" };
  const pix = claimed ? gateway.payments.find((p) => p.endToEndId === claimed.endToEndId) : gateway.payments[0];
  if (!pix) return { kind: "mismatch", reason: claimed ? "endToEndId desconhecido pelo gateway" : "cobrança concluída sem pagamento" };
  if (cents(pix.amount) !== cents(ours.amount)) return { kind: "mismatch", reason: "valor pago diferente do cobrado" };
  if (claimed && cents(claimed.valor) !== cents(ours.amount)) return { kind: "mismatch", reason: "valor notificado diferente do cobrado" };
  const paidAt = new Date(pix.paidAt);
  return {
    kind: "confirmed",
    payment: {
      method: "pix",
      endToEndId: pix.endToEndId,
      txid: ours.txid,
      invoiceId: ours.invoiceId,
      document: ours.document,
      amount: cents(pix.amount) / 100,
      paidAt: Number.isFinite(paidAt.getTime()) ? paidAt : new Date(),
    },
  };
}

/** What identifies a boleto's payment in `payments` (end_to_end_id and txid): its charge, paid once. */
export function boletoPaymentKey(chargeId: number): string {
  return `boleto-${chargeId}`;
}

/**
 * Whether a change of status read from the gateway (GET /v1/notification/:token) confirms the
 * payment of the boleto the portal issued: `paid`, for the invoice it was issued for (custom_id
 * "titulo-<id>", lib/billing/payments/boleto.ts), for its whole total.
 */
export function judgeBoletoEvent(ours: OurBoleto, event: ChargeEvent): Verdict {
  if (event.chargeId !== ours.chargeId) return { kind: "mismatch", reason: "cobrança diferente na notificação" };
  if (event.status !== "paid") return { kind: "not-paid", status: event.status };
  if (event.customId !== null && event.customId !== `titulo-${ours.invoiceId}`)
    return { kind: "mismatch", reason: "custom_id diferente do emitido" };
  if (event.paidValueCents === null) return { kind: "mismatch", reason: "pagamento sem valor na notificação" };
  if (event.paidValueCents !== ours.totalCents) return { kind: "mismatch", reason: "valor pago diferente do cobrado" };
  const paidAt = new Date(event.createdAt);
  const key = boletoPaymentKey(ours.chargeId);
  return {
    kind: "confirmed",
    payment: {
      method: "boleto",
      endToEndId: key,
      txid: key,
      invoiceId: ours.invoiceId,
      document: ours.document,
      amount: event.paidValueCents / 100,
      paidAt: Number.isFinite(paidAt.getTime()) ? paidAt : new Date(),
    },
  };
}

/** The invoice number the payer read on the charge ('Fatura 880001 - …'), else the invoice id. */
export function invoiceNumberOf(ours: Pick<OurCharge, "payerRequest" | "invoiceId">): string {
  return /^Fatura (\S+)/.exec(ours.payerRequest ?? "")?.[1] ?? ours.invoiceId;
}

export function chargeExpired(charge: Pick<OurCharge, "expiresAt">, now: Date): boolean {
  return charge.expiresAt !== null && charge.expiresAt.getTime() <= now.getTime();
}

/** Payments confirmed longer ago than `minutes` and still not settled are the operator's to check. */
export function isOverduePending(confirmedAt: Date, settledAt: Date | null, minutes: number, now: Date): boolean {
  return settledAt === null && now.getTime() - confirmedAt.getTime() > minutes * 60_000;
}

/** Constant-time comparison of the webhook secret (both sides hashed, so lengths never leak). */
export function sameSecret(given: string, expected: string): boolean {
  const digest = (value: string) => createHash("sha256").update(value).digest();
  return timingSafeEqual(digest(given), digest(expected));
}

/** What Efí appends to the end of the registered URL string (docs/UPSTREAMS.md §2.2). */
const PIX_SUFFIX = "/pix";

/**
 * Whether a webhook call carries the secret (`hmac`), however Efí's "/pix" landed: in the throwaway
 * parameter the portal registers (`?hmac=S&ignorar=/pix`), glued to the secret by a registration
 * made without it (`?hmac=S/pix`), or in the path (`…/efi/pix?hmac=S`). Only the secret itself, or
 * the secret followed by exactly "/pix", is accepted; both comparisons always run, in constant time.
 */
export function carriesWebhookSecret(url: URL, secret: string): boolean {
  const given = url.searchParams.get("hmac") ?? "";
  const withoutSuffix = given.endsWith(PIX_SUFFIX) ? given.slice(0, -PIX_SUFFIX.length) : given;
  const exact = sameSecret(given, secret);
  const suffixed = sameSecret(withoutSuffix, secret);
  return secret.length > 0 && (exact || suffixed);
}
