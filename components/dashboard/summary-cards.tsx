import { Activity, CalendarDays, Receipt, Wifi } from "lucide-react";
import Link from "next/link";
import { stateDetail } from "@/components/connection/connection-panel";
import { Button } from "@/components/ui/button";
import { connectionCard } from "@/lib/connection/card";
import type { ConnectionOverview } from "@/lib/connection/load";
import { connectionMessages } from "@/lib/connection/messages";
import { RetryAlert } from "@/components/shell/retry-alert";
import { InvoiceCard } from "@/components/billing/invoices/invoice-card";
import { ACCOUNT_STATUS_LABEL, ACCOUNT_STATUS_TONE, type DashboardCustomerView } from "@/lib/billing/invoices/dashboard";
import { dashboardMessages as m, invoiceMessages } from "@/lib/billing/invoices/messages";
import type { OpenInvoiceView } from "@/lib/billing/invoices/view";
import type { PaymentActions } from "@/lib/billing/payments/types";
import { StatCardSkeleton } from "./dashboard-skeleton";
import { StatCard } from "./stat-card";

/*
 * The dashboard's four summary cards (docs/SPEC.md §2 Dashboard): 'Conexão Internet', 'Vencimento',
 * 'Próxima Fatura' and 'Status Conta'. Each shows as soon as its own read answers, so each has
 * its skeleton here, of the size of its usual content.
 */

export const SUMMARY_GRID = "grid gap-4 sm:grid-cols-2 xl:grid-cols-4";

/** The subscriber's most urgent connection; `connection` is null when that read failed. */
export function ConnectionSummary({ connection }: { connection: ConnectionOverview | null }) {
  const link = connection && connectionCard(connection, stateDetail);
  return (
    <StatCard
      title={m.connection.title}
      icon={Wifi}
      value={link?.value}
      detail={connection === null ? connectionMessages.failed : link ? link.detail : connectionMessages.none}
      tone={link?.tone}
    >
      {link?.outage && (
        <p className="text-sm font-medium text-warning" data-testid="card-manutencao">
          {connectionMessages.outage.card}: {link.outage}
        </p>
      )}
      {link && (
        <Button asChild variant="link" size="inline">
          <Link href="/internet">{connectionMessages.details}</Link>
        </Button>
      )}
    </StatCard>
  );
}

/** `client` is null when the customer lookup failed. */
export function DueDaySummary({ client }: { client: DashboardCustomerView | null }) {
  const dueDay = client ? client.dueDay : { value: m.dueDay.none };
  return <StatCard title={m.dueDay.title} icon={CalendarDays} value={dueDay.value} detail={dueDay.detail} />;
}

/** `nextInvoice`: null when none is open, undefined when the list failed to load. */
export function NextInvoiceSummary({ nextInvoice, actions }: { nextInvoice: OpenInvoiceView | null | undefined; actions: PaymentActions }) {
  return (
    <StatCard
      title={m.nextInvoice.title}
      icon={Receipt}
      value={nextInvoice === null ? m.nextInvoice.upToDate : undefined}
      detail={nextInvoice === null ? m.nextInvoice.upToDateDetail : undefined}
      tone={nextInvoice === null ? "success" : "neutral"}
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
  );
}

/** `client` is null when the customer lookup failed. */
export function AccountSummary({ client }: { client: DashboardCustomerView | null }) {
  const status = client?.status ?? null;
  return (
    <StatCard
      title={m.account.title}
      icon={Activity}
      value={status ? ACCOUNT_STATUS_LABEL[status] : m.dueDay.none}
      detail={client?.firstContractStatus ? m.account.contract(client.firstContractStatus) : client ? m.account.noContract : undefined}
      tone={status ? ACCOUNT_STATUS_TONE[status] : "neutral"}
    />
  );
}

export const SUMMARY_SKELETONS = {
  connection: <StatCardSkeleton title={m.connection.title} icon={Wifi} lines={["value", "detail", "link"]} />,
  dueDay: <StatCardSkeleton title={m.dueDay.title} icon={CalendarDays} lines={["value", "detail"]} />,
  account: <StatCardSkeleton title={m.account.title} icon={Activity} lines={["value", "detail"]} />,
};
