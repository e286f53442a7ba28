import "server-only";
import type { StillOpen } from "@/lib/billing/invoices/rules";
import { log, maskDocument } from "@/lib/platform/log";
import { settleInvoices, unsettledInvoiceIds } from "./store";

/** Whether this invoice has a confirmed payment not yet settled: no second charge is made for it. */
export async function hasPaymentInProcessing(document: string, invoiceId: string | number): Promise<boolean> {
  return (await unsettledInvoiceIds(document)).has(String(invoiceId));
}

/**
 * Called with the customer's open invoices as the SGP lists them now: returns the ids of those
 * with a confirmed payment the SGP has not shown paid yet ('Pagamento em processamento', no
 * second payment offered), and settles the recorded payments of invoices the SGP no longer lists
 * as open. `stillOpen` when the ids are one page of a longer list: a payment of an invoice off the
 * page is settled only once that says it is no longer open. A database failure leaves the invoices
 * as the SGP shows them (logged).
 */
export async function invoicesInProcessing(
  document: string,
  openInvoiceIds: readonly (string | number)[],
  now: Date = new Date(),
  stillOpen?: StillOpen,
): Promise<Set<string>> {
  try {
    const unsettled = await unsettledInvoiceIds(document);
    if (unsettled.size === 0) return unsettled;
    const open = new Set(openInvoiceIds.map(String));
    const offThePage = [...unsettled].filter((id) => !open.has(id));
    const offOpen = stillOpen ? await Promise.all(offThePage.map((id) => stillOpen(id))) : [];
    const settled = offThePage.filter((_, index) => !offOpen[index]);
    if (settled.length > 0) await settleInvoices(document, settled, now);
    return new Set([...unsettled].filter((id) => open.has(id)));
  } catch (error) {
    log.error({ err: error, documento: maskDocument(document) }, "erro ao ler pagamentos em processamento");
    return new Set();
  }
}
