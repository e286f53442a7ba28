import { InternetOverview } from "@/components/sample/internet-overview";
import { sampleMessages } from "@/components/sample/messages";
import { SampleDataNotice } from "@/components/sample/sample-data-notice";
import { SpeedTest } from "@/components/sample/speed-test";
import { PageHeader } from "@/components/shell/page-header";

const m = sampleMessages.internet;

export const metadata = { title: m.title };

/** Sample figures only (spec); reachable by URL, the sidebar entry still says it is in development. */
export default function InternetPage() {
  return (
    <>
      <PageHeader title={m.title} description={m.description} />
      <SampleDataNotice />
      <InternetOverview />
      <SpeedTest />
    </>
  );
}
