import "server-only";
import { cachedBoletoNumbers } from "@/lib/billing/payments";
import { getTitulos } from "@/lib/sgp";
import { invoiceNumber, openInvoices } from "./rules";
import { toOpenInvoiceView, type InvoiceAudience, type OpenInvoiceView } from "./view";

/**
 * The one loader of a customer's open invoices, for the dashboard, the invoices page and the
 * public invoice page: the subscriber system's aberto invoices, earliest due first, each with
 * whether a valid boleto is cached. Every load purges cached boletos of invoices no longer open
 * (spec §4). A subscriber-system failure is thrown: each screen says it its own way.
 */
export async function loadOpenInvoices(
  documento: string,
  { audience, now = new Date() }: { audience: InvoiceAudience; now?: Date },
): Promise<OpenInvoiceView[]> {
  const open = openInvoices(await getTitulos(documento, "abertos"));
  const cached = await cachedBoletoNumbers(documento, open);
  return open.map((invoice) => toOpenInvoiceView(invoice, { audience, now, hasCachedBoleto: cached.has(invoiceNumber(invoice)) }));
}
