import { PaidInvoiceItem } from "@/components/billing/invoices/paid-invoice-item";
import { ListCard } from "@/components/dashboard/list-card";
import { dashboardMessages as m, invoiceMessages } from "@/lib/billing/invoices/messages";
import type { PaidInvoiceView } from "@/lib/billing/invoices/view";

/** The last 3 paid invoices and the way to all of them; null means the list failed to load. */
export function LastPaid({ invoices }: { invoices: PaidInvoiceView[] | null }) {
  return (
    <ListCard
      title={m.lastPaid.title}
      link={{ href: "/invoices", label: m.lastPaid.all }}
      items={invoices}
      loadFailed={invoiceMessages.loadPaidFailed}
      empty={invoiceMessages.paidEmpty}
      itemKey={(invoice) => invoice.id}
      renderItem={(invoice) => <PaidInvoiceItem invoice={invoice} showLinks={false} />}
    />
  );
}
