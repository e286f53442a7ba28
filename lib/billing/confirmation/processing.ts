import "server-only";
import { log, maskDocument } from "@/lib/log";
import { settleInvoices, unsettledInvoiceIds } from "./records";

/** Whether this invoice has a confirmed payment not yet settled: no second charge is made for it. */
export async function hasPaymentInProcessing(documento: string, invoiceId: string | number): Promise<boolean> {
  return (await unsettledInvoiceIds(documento)).has(String(invoiceId));
}

/**
 * Called with the customer's open invoices as the SGP lists them now: returns the ids of those
 * with a confirmed payment the SGP has not shown paid yet ('Pagamento em processamento', no
 * second payment offered), and settles the recorded payments of invoices the SGP no longer lists
 * as open. A database failure leaves the invoices as the SGP shows them (logged).
 */
export async function invoicesInProcessing(documento: string, openInvoiceIds: readonly (string | number)[], now: Date = new Date()): Promise<Set<string>> {
  try {
    const unsettled = await unsettledInvoiceIds(documento);
    if (unsettled.size === 0) return unsettled;
    const open = new Set(openInvoiceIds.map(String));
    const settled = [...unsettled].filter((id) => !open.has(id));
    if (settled.length > 0) await settleInvoices(documento, settled, now);
    return new Set([...unsettled].filter((id) => open.has(id)));
  } catch (error) {
    log.error({ err: error, documento: maskDocument(documento) }, "erro ao ler pagamentos em processamento");
    return new Set();
  }
}
