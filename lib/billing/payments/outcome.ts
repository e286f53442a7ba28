import "server-only";
import { log } from "@/lib/platform/log";
import { UpstreamRejectedError } from "@/lib/platform/upstream/errors";
import { GenerationBusyError } from "./generation";
import { paymentMessages as m } from "./messages";

/**
 * What the payment module answers. `not-open` is the 403 case: the invoice is
 * not one of the caller's open invoices, and nothing was created.
 */
export type PaymentFailure = { ok: false; reason: "not-open" | "rejected" | "unavailable"; error: string };
export type PaymentOutcome<T> = { ok: true; data: T; reused: boolean } | PaymentFailure;

/** Who pays which invoice. `document` comes from the session or from a validated invoice token, never from the browser. */
export type PaymentTarget = { document: string; invoiceId: number };

export const notOpen = (): PaymentFailure => ({ ok: false, reason: "not-open", error: m.invoiceNotOpen });

/** A gateway refusal carries its message to the toast; anything else is the spec's generic text. */
export function generationFailure(error: unknown, fallback: string, context: Record<string, unknown>): PaymentFailure {
  if (error instanceof UpstreamRejectedError) {
    log.warn({ ...context, status: error.status, msg: error.serverMessage }, "gateway recusou a cobrança");
    return { ok: false, reason: "rejected", error: error.serverMessage || m.unknownError };
  }
  if (error instanceof GenerationBusyError) log.warn({ ...context }, "geração ainda em andamento em outra requisição");
  else log.error({ ...context, err: error }, "falha ao gerar cobrança");
  return { ok: false, reason: "unavailable", error: fallback };
}
