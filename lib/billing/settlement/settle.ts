import "server-only";
import { afterResponse } from "@/lib/platform/after-response";
import { formatBRL } from "@/lib/shared/br/money";
import { config } from "@/lib/platform/config";
import { log, maskDocument } from "@/lib/platform/log";
import { sgp, isSuspendedForNonPayment } from "@/lib/vendors/sgp";
import { UpstreamCredentialsError, UpstreamFeatureMissingError, UpstreamRejectedError } from "@/lib/platform/upstream/errors";
import { settlementMessages as m } from "./messages";
import {
  claimSettlement,
  dueSettlements,
  paymentOf,
  queueUnsettledPayments,
  recordSettled,
  saveClaimed,
  type Claimed,
  type SettledPayment,
} from "./store";
import { checkRelease } from "./release";
import { backoffMs, givesUp, paidShort, paymentDate, type AttemptOutcome } from "./rules";

/**
 * Settling confirmed payments in the SGP (SGP_SETTLEMENT=portal; docs/SGP-ENDPOINTS.md §2,
 * OPERATIONS.md, Settlement in the SGP). Each attempt holds its payment's row (store.ts), re-reads the title
 * first, and sends `baixar` only while the SGP shows it open for at least the amount paid; then the
 * contract's release is checked (release.ts). Runs right after a confirmation (settleAfterResponse),
 * in the server's sweep (schedule.ts) and in `npm run payments:settle`.
 */

/** The settlement is due now: tried once the current response has been sent. */
export function settleAfterResponse(paymentId: number): void {
  afterResponse(async () => {
    try {
      await settlePayment(paymentId);
    } catch (error) {
      // The sweep tries again; the row says where it stopped.
      log.error({ err: error, paymentId }, "baixa no SGP: tentativa falhou");
    }
  });
}

/** One attempt for this payment when it is due and no other worker holds it; null when not taken. */
export async function settlePayment(paymentId: number, now: Date = new Date()): Promise<AttemptOutcome | null> {
  const claimed = await claimSettlement({ paymentId }, now);
  return claimed ? attempt(claimed, now) : null;
}

export type SweepSummary = { claimed: number; settled: number; operator: number; retrying: number };

/**
 * Every due settlement, one after the other (`limit` at most). Payments still unsettled that have
 * no settlement row get one first. Each row is claimed before it is worked on, so instances and
 * the cron job may sweep at the same time.
 */
export async function runSettlementSweep(options: { now?: Date; limit?: number } = {}): Promise<SweepSummary> {
  const now = options.now ?? new Date();
  const summary: SweepSummary = { claimed: 0, settled: 0, operator: 0, retrying: 0 };
  await queueUnsettledPayments(now);
  for (const id of await dueSettlements(now, options.limit ?? 100)) {
    const claimed = await claimSettlement({ id }, now);
    if (!claimed) continue;
    summary.claimed++;
    const outcome = await attempt(claimed, now);
    if (outcome === "settled") summary.settled++;
    else if (outcome === "operator") summary.operator++;
    else if (outcome === "retrying") summary.retrying++;
  }
  return summary;
}

async function attempt(claimed: Claimed, now: Date): Promise<AttemptOutcome> {
  const payment = await paymentOf(claimed);
  if (!payment) return toOperator(claimed, m.reasons.titleMissing);
  try {
    if (claimed.state === "pending") {
      const outcome = await settleTitle(claimed, payment, now);
      if (outcome !== "settled") return outcome;
      claimed = { ...claimed, state: "releasing", settledAt: now, attempts: 0 };
    }
    return await checkRelease(claimed, payment, now);
  } catch (error) {
    return failed(claimed, payment, error, now);
  }
}

/** The title as the SGP shows it now decides: paid already, not to be settled, or `baixar`. */
async function settleTitle(claimed: Claimed, payment: SettledPayment, now: Date): Promise<AttemptOutcome> {
  const titleId = Number(payment.invoiceId);
  const title = Number.isSafeInteger(titleId) ? await sgp().findTitle(payment.clienteDocumento, titleId) : null;
  if (!title) return toOperator(claimed, m.reasons.titleMissing);
  if (title.status === "pago") {
    // Our `baixar` whose answer was lost, or the SGP's own: either way it is not sent again.
    return settled({ ...claimed, contractId: claimed.contractId ?? title.contractId }, claimed.baixarSentAt ? "portal" : "sgp", now);
  }
  if (title.status.startsWith("cancelad")) return toOperator(claimed, m.reasons.titleCancelled);
  if (paidShort(payment.valor, title.amountDue)) {
    return toOperator(claimed, m.reasons.partial(formatBRL(payment.valor), formatBRL(title.amountDue)));
  }

  // Before the first `baixar`: whether the contract is suspended for non-payment, for the release check.
  let context: Partial<Claimed> = {};
  if (claimed.wasSuspended === null && title.contractId !== null) {
    const contract = (await sgp().findCustomer(payment.clienteDocumento)).contracts.find((c) => c.id === title.contractId);
    context = { contractId: title.contractId, wasSuspended: contract ? isSuspendedForNonPayment(contract) : false };
  }
  // Recorded before the call: if its answer is lost, the next attempt knows it may have landed (and re-reads).
  if (!(await saveClaimed(claimed, { ...context, baixarSentAt: now }))) return "lost-lease";
  Object.assign(claimed, context);

  await sgp().settleTitle({
    titleId,
    paidOn: paymentDate(payment.paidAt),
    amount: payment.valor,
    form: payment.method === "pix" ? "PIX" : undefined,
    note: payment.method === "pix" ? m.note(payment.txid, payment.endToEndId) : m.boletoNote(payment.txid),
  });
  log.info(
    { paymentId: payment.id, invoiceId: payment.invoiceId, documento: maskDocument(payment.clienteDocumento) },
    "baixa no SGP enviada",
  );
  const after = await sgp().findTitle(payment.clienteDocumento, titleId);
  if (after?.status !== "pago") throw new Error(m.reasons.stillOpen);
  return settled(claimed, "portal", now);
}

async function settled(claimed: Claimed, by: "portal" | "sgp", now: Date): Promise<AttemptOutcome> {
  return (await recordSettled(claimed, by, now)) ? "settled" : "lost-lease";
}

async function toOperator(claimed: Claimed, reason: string): Promise<AttemptOutcome> {
  log.warn({ settlementId: claimed.id, paymentId: claimed.paymentId, reason }, "baixa no SGP aguarda o operador");
  return (await saveClaimed(claimed, { state: "operator", reason }, true)) ? "operator" : "lost-lease";
}

/**
 * A refusal of the SGP waits for the operator at once; a failure to answer (timeout, 5xx, an
 * unreadable answer, the portal's credentials) is tried again with backoff for up to 24 h.
 * A release check that keeps failing ends as settled without it: the payment is in the SGP.
 */
async function failed(claimed: Claimed, payment: SettledPayment, error: unknown, now: Date): Promise<AttemptOutcome> {
  const message = error instanceof Error ? error.message : String(error);
  if (claimed.state === "pending") {
    if (error instanceof UpstreamFeatureMissingError) return toOperator(claimed, m.reasons.noModule);
    if (error instanceof UpstreamRejectedError && !(error instanceof UpstreamCredentialsError)) {
      return toOperator(claimed, m.reasons.refused(error.serverMessage || message));
    }
    if (givesUp(claimed.createdAt, now)) return toOperator(claimed, m.reasons.gaveUp(message));
  } else if (givesUp(claimed.settledAt ?? claimed.createdAt, now)) {
    log.error({ err: error, paymentId: payment.id }, "liberação após a baixa: desistindo depois de 24 h");
    return (await saveClaimed(claimed, { state: "settled", release: "unchecked", lastError: message }, true)) ? "settled" : "lost-lease";
  }
  log.warn(
    { err: error, paymentId: payment.id, attempts: claimed.attempts, state: claimed.state },
    "baixa no SGP: tentando de novo mais tarde",
  );
  const next = new Date(now.getTime() + backoffMs(claimed.attempts));
  return (await saveClaimed(claimed, { lastError: message, nextAttemptAt: next }, true)) ? "retrying" : "lost-lease";
}

/** Whether this portal settles paid titles in the SGP (SGP_SETTLEMENT=portal). */
export function portalSettles(): boolean {
  return config().SGP_SETTLEMENT === "portal";
}
