import "server-only";
import { loadOpenInvoicesScreen, type OpenInvoicesScreen } from "@/lib/billing/invoices/load";
import { maskDocumentMiddle, maskName } from "@/lib/br/masking";
import { log, maskDocument } from "@/lib/log";
import { getCustomer } from "@/lib/sgp";
import { UpstreamNotFoundError } from "@/lib/upstream/errors";

/**
 * What /fatura/{token} renders: the open invoices of the link's document, earliest due first, each
 * payable: the next one and a page of the further ones, as on /invoices. The name and document
 * leave the server already masked (docs/SPEC.md §9): whoever holds the link sees only enough to
 * recognise the account.
 */
export type PublicInvoicePage =
  | ({ kind: "ready"; nome: string; documento: string } & OpenInvoicesScreen)
  | { kind: "not-found" }
  | { kind: "unavailable" };

export async function loadPublicInvoice(cpfcnpj: string, page = 1, now: Date = new Date()): Promise<PublicInvoicePage> {
  try {
    const [customer, invoices] = await Promise.all([getCustomer(cpfcnpj), loadOpenInvoicesScreen(cpfcnpj, { audience: "public", page, now })]);
    return { kind: "ready", nome: maskName(customer.name), documento: maskDocumentMiddle(cpfcnpj), ...invoices };
  } catch (error) {
    if (error instanceof UpstreamNotFoundError) return { kind: "not-found" };
    log.error({ err: error, documento: maskDocument(cpfcnpj), msg: "fatura pública indisponível" });
    return { kind: "unavailable" };
  }
}
