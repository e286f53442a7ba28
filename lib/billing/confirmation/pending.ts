import "server-only";
import { formatDateTime } from "@/lib/br/dates";
import { formatBRL } from "@/lib/br/money";
import { maskDocument } from "@/lib/log";
import { unsettledSince } from "./records";

/** A payment the gateway confirmed but the SGP has not shown paid in time, as the operator sees it. */
export type PendingPaymentLine = {
  confirmadoEm: string;
  pagoEm: string;
  fatura: string;
  valor: string;
  /** Masked: the operator finds the customer in the SGP by the invoice. */
  documento: string;
  txid: string;
  endToEndId: string;
};

export async function pendingPayments(minutes: number, now: Date = new Date()): Promise<PendingPaymentLine[]> {
  const rows = await unsettledSince(new Date(now.getTime() - minutes * 60_000));
  return rows.map((row) => ({
    confirmadoEm: formatDateTime(row.confirmedAt),
    pagoEm: formatDateTime(row.paidAt),
    fatura: row.invoiceId,
    valor: formatBRL(row.valor),
    documento: maskDocument(row.clienteDocumento),
    txid: row.txid,
    endToEndId: row.endToEndId,
  }));
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
