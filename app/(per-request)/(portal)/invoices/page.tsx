import { EmptyInvoices } from "@/components/invoices/empty-invoices";
import { LoadError } from "@/components/invoices/load-error";
import { NextInvoiceCard } from "@/components/invoices/next-invoice-card";
import { OpenInvoicesList } from "@/components/invoices/open-invoices-list";
import { PaidHistory } from "@/components/invoices/paid-history";
import { RefreshButton } from "@/components/invoices/refresh-button";
import { PageHeader } from "@/components/shell/page-header";
import { requireCustomer } from "@/lib/auth/session";
import { invoiceMessages as m } from "@/lib/invoices/messages";
import { invoiceNumber, openInvoices } from "@/lib/invoices/present";
import { log, maskDocument } from "@/lib/log";
import { cachedBoletoNumbers } from "@/lib/payments";
import { getTitulos, type Invoice } from "@/lib/sgp";
import { generateBoletoForInvoice, generatePixForInvoice, loadPaidInvoices } from "./actions";

export const metadata = { title: m.pageTitle };

async function loadOpenInvoices(documento: string): Promise<Invoice[] | null> {
  try {
    return openInvoices(await getTitulos(documento, "abertos"));
  } catch (error) {
    log.warn({ err: error, documento: maskDocument(documento) }, "faturas em aberto indisponíveis");
    return null;
  }
}

export default async function InvoicesPage() {
  const customer = await requireCustomer();
  const open = await loadOpenInvoices(customer.cpf);
  // Every load purges cached boletos of invoices no longer open (docs/SPEC.md §4).
  const cached = open ? await cachedBoletoNumbers(customer.cpf, open) : new Set<string>();
  const [next, ...others] = open ?? [];
  const now = new Date();

  return (
    <>
      <PageHeader title={m.pageTitle} description={m.pageDescription} actions={<RefreshButton />} />
      <div className="space-y-6">
        {open === null ? (
          <LoadError message={m.loadNextFailed} />
        ) : next ? (
          <>
            <NextInvoiceCard
              invoice={next}
              hasCachedBoleto={cached.has(invoiceNumber(next))}
              generatePix={generatePixForInvoice}
              generateBoleto={generateBoletoForInvoice}
              now={now}
            />
            <OpenInvoicesList invoices={others} now={now} />
          </>
        ) : (
          <EmptyInvoices />
        )}
        <PaidHistory loadPaid={loadPaidInvoices} />
      </div>
    </>
  );
}
