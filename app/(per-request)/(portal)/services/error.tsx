"use client";

import { RetryAlert } from "@/components/shell/retry-alert";
import { PageHeader } from "@/components/shell/page-header";
import { servicesMessages as m } from "@/lib/services/messages";

/** Any load failure of the services page; `retry` re-renders the segment without reloading the page. */
export default function ServicesError({ retry }: { error: unknown; retry: () => void }) {
  return (
    <>
      <PageHeader title={m.pageTitle} description={m.pageDescription} />
      <RetryAlert message={m.loadFailed} retryLabel={m.retry} pendingLabel={m.retrying} onRetry={retry} />
    </>
  );
}
