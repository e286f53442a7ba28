import { EquipmentPanel } from "@/components/equipment/equipment-panel";
import { PageHeader } from "@/components/shell/page-header";
import { requireCustomer } from "@/lib/auth/session";
import { equipmentMessages as m } from "@/lib/equipment/messages";
import { loadEquipment } from "@/lib/equipment/service";
import { changeRouterWifi, restartRouterNow, revealRouterWifi, switchRouterBand } from "./actions";

export const metadata = { title: m.title };

/** 'Meu Equipamento': the router and its Wi-Fi through the SGP's CPE manager (docs/SGP-ENDPOINTS.md §6). */
export default async function EquipmentPage() {
  const customer = await requireCustomer();
  const routers = await loadEquipment(customer.document);
  return (
    <>
      <PageHeader title={m.title} description={m.description} />
      <EquipmentPanel
        routers={routers}
        actions={{ reveal: revealRouterWifi, change: changeRouterWifi, band: switchRouterBand, restart: restartRouterNow }}
      />
    </>
  );
}
