import { ConnectionPanel } from "@/components/connection/connection-panel";
import { PageHeader } from "@/components/shell/page-header";
import { requireCustomer } from "@/lib/auth/session";
import { currentBrand } from "@/lib/brand/current";
import { loadConnection } from "@/lib/connection/load";
import { internetPageMessages as m } from "@/lib/connection/messages";

export const metadata = { title: m.title };

/** 'Consumo Internet': the subscriber's connections as the SGP tells them (docs/SGP-ENDPOINTS.md §3, §4). */
export default async function InternetPage() {
  const [customer, brand] = await Promise.all([requireCustomer(), currentBrand()]);
  const overview = await loadConnection(customer.cpf, brand);
  return (
    <>
      <PageHeader title={m.title} description={m.description} />
      <ConnectionPanel overview={overview} />
    </>
  );
}
