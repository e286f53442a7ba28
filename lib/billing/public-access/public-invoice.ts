import "server-only";
import { loadOpenInvoices } from "@/lib/billing/invoices/load";
import type { OpenInvoiceView } from "@/lib/billing/invoices/view";
import { maskDocumentMiddle, maskName } from "@/lib/br/masking";
import { log, maskDocument } from "@/lib/log";
import { getCustomer } from "@/lib/sgp";
import { UpstreamNotFoundError } from "@/lib/upstream/errors";

/**
 * What /fatura/{token} renders: every open invoice of the link's document, earliest due first,
 * each payable. The name and document leave the server already masked (docs/SPEC.md §9): whoever holds
 * the link sees only enough to recognise the account.
 */
export type PublicInvoicePage =
  | { kind: "ready"; nome: string; documento: string; invoices: OpenInvoiceView[] }
  | { kind: "not-found" }
  | { kind: "unavailable" };

export async function loadPublicInvoice(cpfcnpj: string, now: Date = new Date()): Promise<PublicInvoicePage> {
  try {
    const [customer, invoices] = await Promise.all([getCustomer(cpfcnpj), loadOpenInvoices(cpfcnpj, { audience: "public", now })]);
    return { kind: "ready", nome: maskName(customer.name), documento: maskDocumentMiddle(cpfcnpj), invoices };
  } catch (error) {
    if (error instanceof UpstreamNotFoundError) return { kind: "not-found" };
    log.error({ err: error, documento: maskDocument(cpfcnpj), msg: "fatura pública indisponível" });
    return { kind: "unavailable" };
  }
}
