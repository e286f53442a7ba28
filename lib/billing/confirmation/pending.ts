import "server-only";
import { formatDateTime } from "@/lib/shared/br/dates";
import { formatBRL } from "@/lib/shared/br/money";
import { settlementsForOperator, settlementsOf } from "@/lib/billing/settlement";
import { settlementMessages } from "@/lib/billing/settlement/messages";
import { maskDocument } from "@/lib/platform/log";
import { unsettledSince, type PaymentRecord } from "./store";

/**
 * A payment that needs the operator, as the operator sees it: its settlement waits for a person
 * (lib/billing/settlement), or the gateway confirmed it and the SGP has not shown it paid in time.
 */
export type PendingPaymentLine = {
  confirmedAt: string;
  paidAt: string;
  invoiceId: string;
  amount: string;
  /** Masked: the operator finds the customer in the SGP by the invoice. */
  document: string;
  txid: string;
  endToEndId: string;
  /** Why it needs the operator. */
  reason: string;
};

/** Settlements waiting for the operator (any age), then payments unsettled for longer than `minutes`, oldest first. */
export async function pendingPayments(minutes: number, now: Date = new Date()): Promise<PendingPaymentLine[]> {
  const [operator, late] = await Promise.all([settlementsForOperator(), unsettledSince(new Date(now.getTime() - minutes * 60_000))]);
  const listed = new Set(operator.map(({ payment }) => payment.id));
  const lateOnly = late.filter((row) => !listed.has(row.id));
  const settlements = await settlementsOf(lateOnly.map((row) => row.id));
  const lateReason = (row: PaymentRecord) => {
    const error = settlements.get(row.id)?.lastError;
    return error ? `${settlementMessages.reasons.unconfirmed}: ${error}` : settlementMessages.reasons.unconfirmed;
  };
  return [
    ...operator.map(({ payment, settlement }) => line(payment, settlement.reason ?? settlementMessages.reasons.unconfirmed)),
    ...lateOnly.map((row) => line(row, lateReason(row))),
  ];
}

function line(row: PaymentRecord, reason: string): PendingPaymentLine {
  return {
    confirmedAt: formatDateTime(row.confirmedAt),
    paidAt: formatDateTime(row.paidAt),
    invoiceId: row.invoiceId,
    amount: formatBRL(row.valor),
    document: maskDocument(row.clienteDocumento),
    txid: row.txid,
    endToEndId: row.endToEndId,
    reason,
  };
}

/**
 * The URL Efí is given: the portal's webhook address with the secret it must present, then an
 * empty throwaway parameter. Efí appends "/pix" to the end of the registered string
 * (docs/UPSTREAMS.md §2.2), so it lands in `ignorar` (`…?hmac=S&ignorar=/pix`) and leaves the path
 * and the secret whole, as Efí advises.
 */
export function webhookUrlWithSecret(base: string, secret: string): string {
  const url = new URL(base);
  url.searchParams.set("hmac", secret);
  url.searchParams.set("ignorar", "");
  return url.toString();
}
