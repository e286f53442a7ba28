"use client";

import { ChevronDown, History, LoaderCircle } from "lucide-react";
import { useEffect, useId, useState } from "react";
import type { ActionResult } from "@/lib/shared/action-result";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { invoiceMessages as m } from "@/lib/billing/invoices/messages";
import type { PaidInvoicesPage, PaidInvoiceView } from "@/lib/billing/invoices/view";
import { toast } from "@/components/ui/toast";
import { cx } from "@/lib/shared/cx";
import { RetryAlert } from "@/components/shell/retry-alert";
import { PaidInvoiceItem } from "./paid-invoice-item";

type State =
  | { kind: "idle" }
  | { kind: "loading" }
  | { kind: "failed"; message: string }
  | { kind: "loaded"; invoices: PaidInvoiceView[]; total: number };

type Props = { loadPaid: (page?: { offset: number }) => Promise<ActionResult<PaidInvoicesPage>> };

/**
 * The paid-invoice history, hidden until asked for and loaded on its first opening, a page at a
 * time: 'Carregar mais' appends the next page and moves the focus to its first invoice.
 */
export function PaidHistory({ loadPaid }: Props) {
  const [open, setOpen] = useState(false);
  const [state, setState] = useState<State>({ kind: "idle" });
  const [loadingMore, setLoadingMore] = useState(false);
  const [focusId, setFocusId] = useState<number | null>(null);
  const regionId = useId();
  const itemId = (id: number) => `${regionId}-fatura-${id}`;

  useEffect(() => {
    if (focusId !== null) document.getElementById(`${regionId}-fatura-${focusId}`)?.focus();
  }, [focusId, regionId]);

  async function load() {
    setState({ kind: "loading" });
    const result = await loadPaid().catch(() => null);
    setState(result?.ok ? { kind: "loaded", ...result.data } : { kind: "failed", message: m.loadPaidFailed });
  }

  async function loadMore(current: Extract<State, { kind: "loaded" }>) {
    setLoadingMore(true);
    const result = await loadPaid({ offset: current.invoices.length }).catch(() => null);
    setLoadingMore(false);
    if (!result?.ok) {
      toast.error(m.loadPaidFailed);
      return;
    }
    // A payment recorded meanwhile shifts the pages by one: an invoice already shown is not repeated.
    const shown = new Set(current.invoices.map((invoice) => invoice.id));
    const added = result.data.invoices.filter((invoice) => !shown.has(invoice.id));
    setState({ kind: "loaded", invoices: [...current.invoices, ...added], total: result.data.total });
    if (added[0]) setFocusId(added[0].id);
  }

  function toggle() {
    setOpen(!open);
    if (!open && state.kind === "idle") void load();
  }

  return (
    <Card>
      <CardHeader layout="row" className="flex-wrap">
        <CardTitle asChild>
          <h2 className="flex items-center gap-2 text-lg">
            <History aria-hidden="true" className="size-5" />
            {m.paidTitle}
          </h2>
        </CardTitle>
        <Button type="button" variant="outline" size="sm" aria-expanded={open} aria-controls={regionId} onClick={toggle}>
          <ChevronDown aria-hidden="true" className={cx("transition-transform", open && "rotate-180")} />
          {open ? m.hidePaid : m.showPaid}
        </Button>
      </CardHeader>
      <CardContent id={regionId} hidden={!open} aria-busy={state.kind === "loading"}>
        {state.kind === "loading" && (
          <p className="flex items-center gap-2 text-sm text-muted-foreground" role="status">
            <LoaderCircle aria-hidden="true" className="size-4 animate-spin" />
            {m.loadingPaid}
          </p>
        )}
        {state.kind === "failed" && (
          <RetryAlert
            title={m.errorTitle}
            message={state.message}
            onRetry={() => void load()}
            retryLabel={m.retry}
            toastTitle={m.errorTitle}
          />
        )}
        {state.kind === "loaded" &&
          (state.invoices.length === 0 ? (
            <p className="text-sm text-muted-foreground">{m.paidEmpty}</p>
          ) : (
            <>
              <ul className="divide-y" aria-label={m.paidTitle}>
                {state.invoices.map((invoice) => (
                  <li
                    key={invoice.id}
                    id={itemId(invoice.id)}
                    tabIndex={-1}
                    className="rounded-md outline-none focus-visible:ring-2 focus-visible:ring-ring"
                  >
                    <PaidInvoiceItem invoice={invoice} />
                  </li>
                ))}
              </ul>
              {state.invoices.length < state.total && (
                <Button
                  type="button"
                  variant="outline"
                  className="mt-2 w-full sm:w-auto"
                  disabled={loadingMore}
                  onClick={() => void loadMore(state)}
                >
                  {loadingMore ? m.loadingMorePaid : m.loadMorePaid}
                </Button>
              )}
            </>
          ))}
      </CardContent>
    </Card>
  );
}
