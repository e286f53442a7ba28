import { ClientInfo } from "@/components/services/client-info";
import { ContractCard } from "@/components/services/contract-card";
import { PageHeader } from "@/components/shell/page-header";
import { requireCustomer } from "@/lib/auth/session";
import { servicesMessages as m } from "@/lib/services/messages";
import { loadServices } from "@/lib/services/load";
import { revealWifiPassword } from "./actions";

export const metadata = { title: m.pageTitle };

/** Client data and contracts from the subscriber system; a failure is shown by ./error.tsx with a retry. */
export default async function ServicesPage() {
  const customer = await requireCustomer();
  const { client, contracts } = await loadServices(customer.document);
  return (
    <>
      <PageHeader title={m.pageTitle} description={m.pageDescription} />
      <div className="space-y-6">
        <ClientInfo client={client} />
        {contracts.length === 0 ? (
          <p className="rounded-lg border border-dashed p-8 text-center text-sm text-muted-foreground">{m.empty}</p>
        ) : (
          contracts.map((contract) => <ContractCard key={contract.id} contract={contract} revealPassword={revealWifiPassword} />)
        )}
      </div>
    </>
  );
}
