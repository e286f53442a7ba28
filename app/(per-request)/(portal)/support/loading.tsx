import { PageSkeleton } from "@/components/services/page-skeleton";
import { supportMessages as m } from "@/lib/support/messages";

export default function SupportLoading() {
  return <PageSkeleton title={m.pageTitle} description={m.pageDescription} loadingLabel={m.retrying} />;
}
