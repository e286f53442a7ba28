import "server-only";
import { invoicesInProcessing } from "@/lib/billing/confirmation/processing";
import { cachedBoletoNumbers } from "@/lib/billing/payments";
import { getInvoices } from "@/lib/sgp";
import { rememberOpenInvoices } from "./recent";
import { invoiceNumber, openInvoices } from "./rules";
import { toOpenInvoiceView, type InvoiceAudience, type OpenInvoiceView } from "./view";

/**
 * The one loader of a customer's open invoices, for the dashboard, the invoices page and the
 * public invoice page: the subscriber system's aberto invoices, earliest due first, each with
 * whether a valid boleto is cached and whether a confirmed payment of it is still in processing.
 * Every load purges cached boletos of invoices no longer open (docs/SPEC.md §4) and settles the recorded
 * payments of invoices the SGP no longer lists open. A subscriber-system failure is thrown: each
 * screen says it its own way. What the SGP listed is remembered a minute for paying from the
 * screen (./recent.ts).
 */
export async function loadOpenInvoices(
  documento: string,
  { audience, now = new Date() }: { audience: InvoiceAudience; now?: Date },
): Promise<OpenInvoiceView[]> {
  const open = openInvoices(await getInvoices(documento, "open"));
  rememberOpenInvoices(documento, open);
  const [cached, processing] = await Promise.all([
    cachedBoletoNumbers(documento, open),
    invoicesInProcessing(
      documento,
      open.map((invoice) => invoice.id),
      now,
    ),
  ]);
  return open.map((invoice) =>
    toOpenInvoiceView(invoice, {
      audience,
      now,
      hasCachedBoleto: cached.has(invoiceNumber(invoice)),
      processing: processing.has(String(invoice.id)),
    }),
  );
}
