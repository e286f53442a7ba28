import { Activity, CalendarDays, Receipt, Wifi } from "lucide-react";
import { RetryAlert } from "@/components/shell/retry-alert";
import { InvoiceCard } from "@/components/billing/invoices/invoice-card";
import { accountStatus, ACCOUNT_STATUS_LABEL, dueDayCard } from "@/lib/billing/invoices/dashboard";
import { dashboardMessages as m, invoiceMessages } from "@/lib/billing/invoices/messages";
import type { OpenInvoiceView } from "@/lib/billing/invoices/view";
import type { PaymentActions } from "@/lib/billing/payments/types";
import type { Customer } from "@/lib/sgp/types";
import { StatCard } from "./stat-card";

type Props = {
  /** Null when the customer lookup failed. */
  client: Customer | null;
  /** The next open invoice, null when none is open, undefined when the list failed to load. */
  nextInvoice: OpenInvoiceView | null | undefined;
  actions: PaymentActions;
};

const ACCOUNT_TONE = { online: "success", attention: "warning", unknown: "default" } as const;

/** 'Conexão Internet', 'Vencimento', 'Próxima Fatura' and 'Status Conta' (docs/SPEC.md §2 Dashboard). */
export function SummaryCards({ client, nextInvoice, actions }: Props) {
  const dueDay = client ? dueDayCard(client) : { value: m.dueDay.none };
  const status = client ? accountStatus(client) : null;
  const firstContract = client?.contracts[0];
  return (
    <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
      <StatCard title={m.connection.title} icon={Wifi} value={m.connection.value} detail={m.connection.detail} tone="success" />
      <StatCard title={m.dueDay.title} icon={CalendarDays} value={dueDay.value} detail={dueDay.detail} />
      <StatCard
        title={m.nextInvoice.title}
        icon={Receipt}
        value={nextInvoice === null ? m.nextInvoice.upToDate : undefined}
        detail={nextInvoice === null ? m.nextInvoice.upToDateDetail : undefined}
        tone={nextInvoice === null ? "success" : "default"}
      >
        {nextInvoice === undefined && (
          <RetryAlert
            title={invoiceMessages.errorTitle}
            message={invoiceMessages.loadNextFailed}
            retryLabel={invoiceMessages.retry}
            toastTitle={invoiceMessages.errorTitle}
          />
        )}
        {nextInvoice && <InvoiceCard invoice={nextInvoice} actions={actions} variant="summary" />}
      </StatCard>
      <StatCard
        title={m.account.title}
        icon={Activity}
        value={status ? ACCOUNT_STATUS_LABEL[status] : m.dueDay.none}
        detail={firstContract ? m.account.contract(firstContract.status) : client ? m.account.noContract : undefined}
        tone={status ? ACCOUNT_TONE[status] : "default"}
      />
    </div>
  );
}
