import "server-only";
import { isValidDocument, normalizeDocument } from "@/lib/shared/br/document";
import { recentOpenInvoice } from "@/lib/billing/invoices/recent";
import { invoiceNumber, isOpenInvoice } from "@/lib/billing/invoices/rules";
import { log, maskDocument } from "@/lib/platform/log";
import { getCustomer, getInvoice, type Customer, type Invoice } from "@/lib/vendors/sgp";
import { UpstreamNotFoundError } from "@/lib/platform/upstream/errors";
import { notOpen, type PaymentFailure, type PaymentTarget } from "./outcome";

export type OpenInvoice = { ok: true; document: string; customer: Customer; invoice: Invoice };

/**
 * The invoice to pay, looked up again among the customer's open invoices in the
 * subscriber system (that one title, by `titulo_id` with the document and the open status):
 * an id that is not one of them is refused whatever the request says. The customer record
 * (payer name, e-mail, phone) comes along, read in parallel. An invoice the document's screen
 * has just listed open is taken from that listing (lib/billing/invoices/recent.ts) instead of
 * asking the SGP again.
 */
export async function findOpenInvoice(target: PaymentTarget, unavailable: string): Promise<OpenInvoice | PaymentFailure> {
  const document = normalizeDocument(target.document);
  if (!isValidDocument(document)) return notOpen();
  let customer: Customer;
  let found: Invoice | null;
  const recent = await recentOpenInvoice(document, target.invoiceId);
  try {
    [customer, found] = await Promise.all([getCustomer(document), recent ?? getInvoice(document, "open", target.invoiceId)]);
  } catch (error) {
    if (error instanceof UpstreamNotFoundError) return notOpen();
    log.warn({ err: error, documento: maskDocument(document) }, "faturas em aberto indisponíveis para pagamento");
    return { ok: false, reason: "unavailable", error: unavailable };
  }
  const invoice = found && isOpenInvoice(found) ? found : null;
  if (!invoice) {
    log.warn({ documento: maskDocument(document), invoiceId: target.invoiceId }, "pagamento recusado: fatura não está em aberto");
    return notOpen();
  }
  return { ok: true, document, customer, invoice };
}

/** What the payer reads on the charge: 'Fatura N - description' (cut by the gateway client). */
export function chargeDescription(invoice: Pick<Invoice, "documentNumber" | "id" | "statement">): string {
  const number = `Fatura ${invoiceNumber(invoice)}`;
  return invoice.statement ? `${number} - ${invoice.statement}` : number;
}
