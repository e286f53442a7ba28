import { Suspense } from "react";
import { ActiveServices } from "@/components/dashboard/active-services";
import { DashboardSkeleton } from "@/components/dashboard/dashboard-skeleton";
import { LastPaid } from "@/components/dashboard/last-paid";
import { SummaryCards } from "@/components/dashboard/summary-cards";
import { WelcomeBanner } from "@/components/dashboard/welcome-banner";
import { requireCustomer } from "@/lib/auth/session";
import { activeServices, firstName } from "@/lib/billing/invoices/dashboard";
import { loadOpenInvoices } from "@/lib/billing/invoices/load";
import { DASHBOARD_PAID_COUNT, paidInvoicesNewestFirst } from "@/lib/billing/invoices/view";
import { log, maskDocument } from "@/lib/log";
import { getCustomer, getTitulos } from "@/lib/sgp";
import { generateBoletoForInvoice, generatePixForInvoice, watchPixPayment } from "./invoices/actions";

export const metadata = { title: "Dashboard" };

/** A failed read becomes null (its section shows the spec's message and a retry) instead of failing the page. */
function settled<T>(result: PromiseSettledResult<T>, what: string, documento: string): T | null {
  if (result.status === "fulfilled") return result.value;
  log.warn({ err: result.reason, documento: maskDocument(documento) }, `dashboard: ${what} indisponível`);
  return null;
}

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
  // All three reads at once: the page costs about one upstream call, not three.
  const [client, open, paid] = await Promise.allSettled([
    getCustomer(documento),
    loadOpenInvoices(documento, { audience: "portal" }),
    getTitulos(documento, "pagos"),
  ]);
  const clientData = settled(client, "cliente", documento);
  const openInvoices = settled(open, "faturas em aberto", documento);
  const paidInvoices = settled(paid, "faturas pagas", documento);

  return (
    <div className="space-y-6">
      <SummaryCards
        client={clientData}
        nextInvoice={openInvoices === null ? undefined : (openInvoices[0] ?? null)}
        actions={{ pix: generatePixForInvoice, boleto: generateBoletoForInvoice, watchPix: watchPixPayment }}
      />
      <div className="grid gap-6 lg:grid-cols-2">
        <LastPaid invoices={paidInvoices && paidInvoicesNewestFirst(paidInvoices, DASHBOARD_PAID_COUNT)} />
        <ActiveServices services={clientData && activeServices(clientData)} />
      </div>
    </div>
  );
}
