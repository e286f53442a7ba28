"use client";

import { RetryAlert } from "@/components/shell/retry-alert";
import { PageHeader } from "@/components/shell/page-header";
import { invoiceMessages as m } from "@/lib/billing/invoices/messages";

/** Anything the page did not expect while loading: the spec's message and a retry, never a white page. */
export default function InvoicesError({ retry }: { error: unknown; retry: () => void }) {
  return (
    <>
      <PageHeader title={m.pageTitle} description={m.pageDescription} />
      <RetryAlert title={m.errorTitle} message={m.loadNextFailed} onRetry={retry} retryLabel={m.retry} toastTitle={m.errorTitle} />
    </>
  );
}
