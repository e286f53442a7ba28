import { ConnectionPanel } from "@/components/connection/connection-panel";
import { UsageSection } from "@/components/connection/usage-section";
import { PageHeader } from "@/components/shell/page-header";
import { requireCustomer } from "@/lib/auth/session";
import { currentBrand } from "@/lib/brand/current";
import { loadConnection } from "@/lib/connection/load";
import { internetPageMessages as m } from "@/lib/connection/messages";
import { loadUsage } from "@/lib/usage/load";

export const metadata = { title: m.title };

/** 'Consumo Internet': the subscriber's connections and usage as the SGP tells them (docs/SGP-ENDPOINTS.md §3–§5). */
export default async function InternetPage() {
  const [customer, brand] = await Promise.all([requireCustomer(), currentBrand()]);
  const [overview, usage] = await Promise.all([loadConnection(customer.cpf, brand), loadUsage(customer.cpf)]);
  return (
    <>
      <PageHeader title={m.title} description={m.description} />
      <div className="space-y-8">
        <ConnectionPanel overview={overview} />
        <UsageSection usage={usage} />
      </div>
    </>
  );
}
