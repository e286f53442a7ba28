import { PageSkeleton } from "@/components/services/page-skeleton";
import { servicesMessages as m } from "@/lib/services/messages";

export default function ServicesLoading() {
  return <PageSkeleton title={m.pageTitle} description={m.pageDescription} loadingLabel={m.retrying} />;
}
