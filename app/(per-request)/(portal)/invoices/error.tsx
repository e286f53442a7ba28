"use client";

import { LoadError } from "@/components/billing/invoices/load-error";
import { PageHeader } from "@/components/shell/page-header";
import { invoiceMessages as m } from "@/lib/billing/invoices/messages";

/** Anything the page did not expect while loading: the spec's message and a retry, never a white page. */
export default function InvoicesError({ retry }: { error: unknown; retry: () => void }) {
  return (
    <>
      <PageHeader title={m.pageTitle} description={m.pageDescription} />
      <LoadError message={m.loadNextFailed} onRetry={retry} />
    </>
  );
}
