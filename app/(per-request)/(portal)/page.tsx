import { Suspense } from "react";
import { ActiveServices } from "@/components/dashboard/active-services";
import { ListCardSkeleton } from "@/components/dashboard/dashboard-skeleton";
import { LastPaid } from "@/components/dashboard/last-paid";
import {
  AccountSummary,
  ConnectionSummary,
  DueDaySummary,
  NextInvoiceSummary,
  SUMMARY_GRID,
  SUMMARY_SKELETONS,
} from "@/components/dashboard/summary-cards";
import { WelcomeBanner } from "@/components/dashboard/welcome-banner";
import { requireCustomer } from "@/lib/auth/session";
import { currentBrand } from "@/lib/platform/brand/current";
import { loadConnection, type ConnectionOverview } from "@/lib/connection/load";
import type { DashboardCustomerView } from "@/lib/billing/invoices/dashboard";
import { firstName } from "@/lib/auth/session-customer";
import { loadDashboardCustomer, loadOpenInvoices, loadPaidInvoices } from "@/lib/billing/invoices/load";
import { DASHBOARD_PAID_COUNT, type PaidInvoicesPage } from "@/lib/billing/invoices/view";
import { settle } from "@/lib/platform/settle";
import { generateBoletoForInvoice, generatePixForInvoice, watchPixPayment } from "./invoices/actions";

export const metadata = { title: "Dashboard" };

const actions = { pix: generatePixForInvoice, boleto: generateBoletoForInvoice, watchPix: watchPixPayment };

/**
 * What a return visit comes for is the next invoice: the page waits for the open invoices (one SGP
 * round) and sends it with the greeting in the first flush, so the amount shows and 'Pagar com PIX'
 * posts as soon as the HTML arrives, before any script (a section streamed later needs React's
 * script to take its skeleton's place, throttled behind the page's own script on a slow phone).
 * Every other read starts at once and its section streams when it answers: the connection's two
 * rounds (live customer, then the ONUs) hold nothing up. A failed read leaves its section with the
 * spec's message and a retry.
 */
export default async function DashboardPage() {
  const [customer, brand] = await Promise.all([requireCustomer(), currentBrand()]);
  const { document } = customer;
  // The connection's live customer read comes first: it serves the customer cards' read as well
  // (the SGP client's findCustomerLive), one SGP call instead of two.
  const connection = loadConnection(document, brand);
  const client = settle(loadDashboardCustomer(document), "dashboard: cliente", document);
  // Only what is shown: the last payments by payment date, and the next open invoice (docs/SPEC.md §2 Dashboard),
  // awaited once every other read has started.
  const paid = settle(loadPaidInvoices(document, { limit: DASHBOARD_PAID_COUNT }), "dashboard: faturas pagas", document);
  const open = await settle(loadOpenInvoices(document, { audience: "portal", limit: 1 }), "dashboard: faturas em aberto", document);
  // Null when none is open, undefined when the read failed (the card's message and retry).
  const nextInvoice = open === null ? undefined : (open.invoices[0] ?? null);

  return (
    <>
      <WelcomeBanner firstName={firstName(customer.name)} />
      <div className="space-y-6">
        <div className={SUMMARY_GRID}>
          <Suspense fallback={SUMMARY_SKELETONS.connection}>
            <Connection read={connection} />
          </Suspense>
          <Suspense fallback={SUMMARY_SKELETONS.dueDay}>
            <DueDay read={client} />
          </Suspense>
          <NextInvoiceSummary nextInvoice={nextInvoice} actions={actions} />
          <Suspense fallback={SUMMARY_SKELETONS.account}>
            <Account read={client} />
          </Suspense>
        </div>
        <div className="grid gap-6 lg:grid-cols-2">
          <Suspense fallback={<ListCardSkeleton />}>
            <Paid read={paid} />
          </Suspense>
          <Suspense fallback={<ListCardSkeleton />}>
            <Services read={client} />
          </Suspense>
        </div>
      </div>
    </>
  );
}

async function Connection({ read }: { read: Promise<ConnectionOverview | null> }) {
  return <ConnectionSummary connection={await read} />;
}

async function DueDay({ read }: { read: Promise<DashboardCustomerView | null> }) {
  return <DueDaySummary client={await read} />;
}

async function Account({ read }: { read: Promise<DashboardCustomerView | null> }) {
  return <AccountSummary client={await read} />;
}

async function Paid({ read }: { read: Promise<PaidInvoicesPage | null> }) {
  const paid = await read;
  return <LastPaid invoices={paid && paid.invoices} />;
}

async function Services({ read }: { read: Promise<DashboardCustomerView | null> }) {
  const client = await read;
  return <ActiveServices services={client && client.services} />;
}
