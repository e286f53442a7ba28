import { ConnectedDevices } from "@/components/sample/connected-devices";
import { sampleMessages } from "@/components/sample/messages";
import { RouterCard } from "@/components/sample/router-card";
import { SampleDataNotice } from "@/components/sample/sample-data-notice";
import { WifiSettings } from "@/components/sample/wifi-settings";
import { PageHeader } from "@/components/shell/page-header";

const m = sampleMessages.equipment;

export const metadata = { title: m.title };

/** Sample data only (spec); reachable by URL, the sidebar entry still says it is in development. */
export default function EquipmentPage() {
  return (
    <>
      <PageHeader title={m.title} description={m.description} />
      <SampleDataNotice />
      <div className="grid gap-6 lg:grid-cols-2">
        <RouterCard />
        <WifiSettings />
        <div className="lg:col-span-2">
          <ConnectedDevices />
        </div>
      </div>
    </>
  );
}
