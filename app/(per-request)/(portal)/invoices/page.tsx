import { redirect } from "next/navigation";
import { EmptyInvoices } from "@/components/billing/invoices/empty-invoices";
import { InvoiceCard } from "@/components/billing/invoices/invoice-card";
import { InvoicePager } from "@/components/billing/invoices/invoice-pager";
import { RetryAlert } from "@/components/shell/retry-alert";
import { PaidHistory } from "@/components/billing/invoices/paid-history";
import { RefreshButton } from "@/components/billing/invoices/refresh-button";
import { PageHeader } from "@/components/shell/page-header";
import { requireCustomer } from "@/lib/auth/session";
import { loadOpenInvoicesScreen } from "@/lib/billing/invoices/load";
import { invoiceMessages as m } from "@/lib/billing/invoices/messages";
import { PAGE_PARAM, pageFromParam } from "@/lib/billing/invoices/paging";
import type { PaymentActions } from "@/lib/billing/payments/types";
import { settle } from "@/lib/platform/settle";
import { generateBoletoForInvoice, generatePixForInvoice, loadPaidInvoices, watchPixPayment } from "./actions";

export const metadata = { title: m.pageTitle };

const actions: PaymentActions = { pix: generatePixForInvoice, boleto: generateBoletoForInvoice, watchPix: watchPixPayment };
const OTHERS_ID = "outras-faturas";

type Props = { searchParams: Promise<{ [PAGE_PARAM]?: string | string[] }> };

/**
 * Every open invoice, each payable by PIX or boleto (overdue ones too): the next in front, then the
 * others a page at a time (`?pagina=N`), so the page costs the same however many there are.
 */
export default async function InvoicesPage({ searchParams }: Props) {
  const [customer, params] = await Promise.all([requireCustomer(), searchParams]);
  const page = pageFromParam(params[PAGE_PARAM]);
  const open = await settle(
    loadOpenInvoicesScreen(customer.document, { audience: "portal", page }),
    "faturas em aberto",
    customer.document,
  );
  // A page beyond the last (invoices paid since the link was made): the last one.
  if (open && page > open.pageCount) redirect(`/invoices?${PAGE_PARAM}=${open.pageCount}#${OTHERS_ID}`);

  return (
    <>
      <PageHeader title={m.pageTitle} description={m.pageDescription} actions={<RefreshButton />} />
      <div className="space-y-6">
        {open === null ? (
          <RetryAlert title={m.errorTitle} message={m.loadNextFailed} retryLabel={m.retry} toastTitle={m.errorTitle} />
        ) : open.next ? (
          <>
            <InvoiceCard invoice={open.next} actions={actions} heading={m.nextInvoice} />
            {open.others.length > 0 && (
              <section aria-labelledby={OTHERS_ID} className="space-y-4">
                <h2 id={OTHERS_ID} className="scroll-mt-20 text-lg font-semibold">
                  {m.otherOpenTitle}
                </h2>
                <div className="grid gap-4 lg:grid-cols-2">
                  {open.others.map((invoice) => (
                    <InvoiceCard key={invoice.id} invoice={invoice} actions={actions} headingLevel="h3" />
                  ))}
                </div>
                <InvoicePager page={open.page} pageCount={open.pageCount} path="/invoices" anchor={OTHERS_ID} />
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
