import { ConnectionPanel } from "@/components/connection/connection-panel";
import { SpeedTest } from "@/components/connection/speed-test";
import { UsageSection } from "@/components/connection/usage-section";
import { PageHeader } from "@/components/shell/page-header";
import { requireCustomer } from "@/lib/auth/session";
import { currentBrand } from "@/lib/platform/brand/current";
import { loadConnection } from "@/lib/connection/load";
import { internetPageMessages as m } from "@/lib/connection/messages";
import { settle } from "@/lib/platform/settle";
import { lastSpeedResults } from "@/lib/connection/speedtest/store";
import { loadUsage } from "@/lib/connection/usage/load";

export const metadata = { title: m.title };

/** 'Consumo Internet': the subscriber's connections and usage as the SGP tells them (docs/SGP-ENDPOINTS.md §3–§5), and the subscriber's own speed test. */
export default async function InternetPage() {
  const [customer, brand] = await Promise.all([requireCustomer(), currentBrand()]);
  const [overview, usage, speed] = await Promise.all([
    loadConnection(customer.document, brand),
    loadUsage(customer.document),
    settle(lastSpeedResults(customer.document), "velocidade: últimos resultados", customer.document),
  ]);
  return (
    <>
      <PageHeader title={m.title} description={m.description} />
      <div className="space-y-8">
        <ConnectionPanel overview={overview} />
        <UsageSection usage={usage} />
        <SpeedTest last={speed} ticketService={overview?.services[0]?.ticketService ?? null} />
      </div>
    </>
  );
}
