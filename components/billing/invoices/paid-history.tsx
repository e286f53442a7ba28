"use client";

import { ChevronDown, History, LoaderCircle } from "lucide-react";
import { useId, useState } from "react";
import type { ActionResult } from "@/lib/action-result";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { invoiceMessages as m } from "@/lib/billing/invoices/messages";
import type { PaidInvoiceView } from "@/lib/billing/invoices/view";
import { cx } from "@/lib/cx";
import { RetryAlert } from "@/components/shell/retry-alert";
import { PaidInvoiceItem } from "./paid-invoice-item";

type State =
  | { kind: "idle" }
  | { kind: "loading" }
  | { kind: "failed"; message: string }
  | { kind: "loaded"; invoices: PaidInvoiceView[] };

type Props = { loadPaid: () => Promise<ActionResult<PaidInvoiceView[]>> };

/** The paid-invoice history, hidden until asked for and loaded on its first opening. */
export function PaidHistory({ loadPaid }: Props) {
  const [open, setOpen] = useState(false);
  const [state, setState] = useState<State>({ kind: "idle" });
  const regionId = useId();

  async function load() {
    setState({ kind: "loading" });
    const result = await loadPaid().catch(() => null);
    setState(result?.ok ? { kind: "loaded", invoices: result.data } : { kind: "failed", message: m.loadPaidFailed });
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
            <ul className="divide-y" aria-label={m.paidTitle}>
              {state.invoices.map((invoice) => (
                <li key={invoice.id}>
                  <PaidInvoiceItem invoice={invoice} />
                </li>
              ))}
            </ul>
          ))}
      </CardContent>
    </Card>
  );
}
