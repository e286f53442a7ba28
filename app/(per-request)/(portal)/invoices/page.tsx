import { EmptyInvoices } from "@/components/billing/invoices/empty-invoices";
import { InvoiceCard } from "@/components/billing/invoices/invoice-card";
import { RetryAlert } from "@/components/shell/retry-alert";
import { PaidHistory } from "@/components/billing/invoices/paid-history";
import { RefreshButton } from "@/components/billing/invoices/refresh-button";
import { PageHeader } from "@/components/shell/page-header";
import { requireCustomer } from "@/lib/auth/session";
import { loadOpenInvoices } from "@/lib/billing/invoices/load";
import { invoiceMessages as m } from "@/lib/billing/invoices/messages";
import type { PaymentActions } from "@/lib/billing/payments/types";
import { settle } from "@/lib/settle";
import { generateBoletoForInvoice, generatePixForInvoice, loadPaidInvoices, watchPixPayment } from "./actions";

export const metadata = { title: m.pageTitle };

const actions: PaymentActions = { pix: generatePixForInvoice, boleto: generateBoletoForInvoice, watchPix: watchPixPayment };

/** Every open invoice, each payable by PIX or boleto (overdue ones too): the next in front, then the others. */
export default async function InvoicesPage() {
  const customer = await requireCustomer();
  const open = await settle(loadOpenInvoices(customer.cpf, { audience: "portal" }), "faturas em aberto", customer.cpf);
  const [next, ...others] = open ?? [];

  return (
    <>
      <PageHeader title={m.pageTitle} description={m.pageDescription} actions={<RefreshButton />} />
      <div className="space-y-6">
        {open === null ? (
          <RetryAlert
            title={m.errorTitle}
            message={m.loadNextFailed}
            retryLabel={m.retry}
            toastTitle={m.errorTitle}
          />
        ) : next ? (
          <>
            <InvoiceCard invoice={next} actions={actions} heading={m.nextInvoice} />
            {others.length > 0 && (
              <section aria-labelledby="outras-faturas" className="space-y-4">
                <h2 id="outras-faturas" className="text-lg font-semibold">
                  {m.otherOpenTitle}
                </h2>
                <div className="grid gap-4 lg:grid-cols-2">
                  {others.map((invoice) => (
                    <InvoiceCard key={invoice.id} invoice={invoice} actions={actions} headingLevel="h3" />
                  ))}
                </div>
              </section>
            )}
          </>
        ) : (
          <EmptyInvoices />
        )}
        <PaidHistory loadPaid={loadPaidInvoices} />
      </div>
    </>
  );
}
