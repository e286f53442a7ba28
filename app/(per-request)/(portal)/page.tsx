import { Suspense } from "react";
import { ActiveServices } from "@/components/dashboard/active-services";
import { DashboardSkeleton } from "@/components/dashboard/dashboard-skeleton";
import { LastPaid } from "@/components/dashboard/last-paid";
import { SummaryCards } from "@/components/dashboard/summary-cards";
import { WelcomeBanner } from "@/components/dashboard/welcome-banner";
import { requireCustomer } from "@/lib/auth/session";
import { currentBrand } from "@/lib/brand/current";
import { loadConnection } from "@/lib/connection/load";
import { activeServices, firstName } from "@/lib/billing/invoices/dashboard";
import { loadOpenInvoices } from "@/lib/billing/invoices/load";
import { DASHBOARD_PAID_COUNT, paidInvoicesNewestFirst } from "@/lib/billing/invoices/view";
import { settle } from "@/lib/settle";
import { getCustomer, getInvoices } from "@/lib/sgp";
import { generateBoletoForInvoice, generatePixForInvoice, watchPixPayment } from "./invoices/actions";

export const metadata = { title: "Dashboard" };

/** The greeting needs only the session, so it is streamed first while the SGP is asked for the rest. */
export default async function DashboardPage() {
  const customer = await requireCustomer();
  return (
    <>
      <WelcomeBanner firstName={firstName(customer.nome)} />
      <Suspense fallback={<DashboardSkeleton />}>
        <DashboardSections documento={customer.cpf} />
      </Suspense>
    </>
  );
}

async function DashboardSections({ documento }: { documento: string }) {
  // All the reads at once: the page costs about one upstream call, not four. A failed one
  // leaves its section with the spec's message and a retry.
  const [clientData, openInvoices, paidInvoices, connection] = await Promise.all([
    settle(getCustomer(documento), "dashboard: cliente", documento),
    // Only what is shown: the next open invoice, and the last payments by payment date (docs/SPEC.md §2 Dashboard).
    settle(loadOpenInvoices(documento, { audience: "portal", limit: 1 }), "dashboard: faturas em aberto", documento),
    settle(getInvoices(documento, "paid", { limit: DASHBOARD_PAID_COUNT, order: { by: "paid", direction: "desc" } }), "dashboard: faturas pagas", documento),
    currentBrand().then((brand) => loadConnection(documento, brand)),
  ]);

  return (
    <div className="space-y-6">
      <SummaryCards
        client={clientData}
        nextInvoice={openInvoices === null ? undefined : (openInvoices.invoices[0] ?? null)}
        actions={{ pix: generatePixForInvoice, boleto: generateBoletoForInvoice, watchPix: watchPixPayment }}
        connection={connection}
      />
      <div className="grid gap-6 lg:grid-cols-2">
        <LastPaid invoices={paidInvoices && paidInvoicesNewestFirst(paidInvoices.invoices, DASHBOARD_PAID_COUNT)} />
        <ActiveServices services={clientData && activeServices(clientData)} />
      </div>
    </div>
  );
}
