"use client";

import { LoaderCircle, QrCode } from "lucide-react";
import dynamic from "next/dynamic";
import { useActionState, useRef, useState } from "react";
import { Button, type ButtonProps } from "@/components/ui/button";
import { useOnDemand } from "@/components/ui/use-on-demand";
import type { ActionResult } from "@/lib/shared/action-result";
import { followHref, PORTAL_PIX_FOLLOW } from "@/lib/billing/confirmation/follow-path";
import { paymentMessages as m } from "@/lib/billing/payments/messages";
import { INVOICE_FIELD, type PaymentAction, type PixView, type WatchPixAction } from "@/lib/billing/payments/types";
import { runPayment } from "./run-payment";

// Rendered only in the answer to a form posted natively: its code is fetched only then.
const PaymentAnswer = dynamic(() => import("./payment-answer").then((mod) => mod.PaymentAnswer));

// The dialog (and its Radix code) is fetched on first use; hovering or focusing the button fetches it early.
// Held in state rather than lazy(): a lazy component suspends the nearest Suspense boundary (on the
// dashboard, its sections streamed behind a skeleton), and React reveals it only after its 300 ms throttle.
const loadDialog = () => import("./pix-dialog").then((mod) => mod.PixDialog);

type Props = Omit<ButtonProps, "onClick" | "children"> & {
  invoiceId: number;
  generatePix: PaymentAction<PixView>;
  watchPix: WatchPixAction;
  label?: string;
  /** Where the form posted natively is answered (PaymentActions.answerAt). */
  answerAt?: string;
  /** Where that answer refreshes itself to watch the charge (PaymentActions.followPixAt). */
  followAt?: string;
};

/**
 * 'Gerar PIX': asks the server for the invoice's charge and opens 'PIX Gerado com Sucesso'. A form:
 * pressed before hydration (the SMS link's page on a slow phone) or without script, it posts
 * natively to the same server action and the page comes back with the charge in it; without
 * script it then refreshes itself to watch the charge (lib/billing/confirmation/follow.ts).
 */
export function PixButton({
  invoiceId,
  generatePix,
  watchPix,
  label = m.generatePix,
  answerAt = "",
  followAt = PORTAL_PIX_FOLLOW,
  disabled,
  ...buttonProps
}: Props) {
  const answerId = `pix-${invoiceId}`;
  const [posted, generateNatively] = useActionState<ActionResult<PixView> | null, FormData>(generatePix, null, `${answerAt}#${answerId}`);
  const [pending, setPending] = useState(false);
  const [pix, setPix] = useState<PixView | null>(null);
  const [open, setOpen] = useState(false);
  const inFlight = useRef(false);
  const [PixDialog, requestDialog] = useOnDemand(loadDialog);

  async function generate() {
    if (inFlight.current) return;
    inFlight.current = true;
    // A press before hydration saw no hover or focus: fetch the dialog alongside the charge.
    requestDialog();
    setPending(true);
    const data = await runPayment("pix", generatePix, invoiceId);
    inFlight.current = false;
    setPending(false);
    if (data) {
      setPix(data);
      setOpen(true);
    }
  }
  return (
    <>
      <form
        action={generateNatively}
        onSubmit={(event) => {
          event.preventDefault();
          void generate();
        }}
        className="contents"
      >
        <input type="hidden" name={INVOICE_FIELD} value={invoiceId} />
        <Button
          type="submit"
          {...buttonProps}
          onPointerEnter={requestDialog}
          onFocus={requestDialog}
          disabled={disabled || pending}
          aria-busy={pending}
        >
          {pending ? <LoaderCircle aria-hidden="true" className="animate-spin" /> : <QrCode aria-hidden="true" />}
          {pending ? m.generatingPix : label}
        </Button>
      </form>
      {posted && (
        <PaymentAnswer id={answerId} kind="pix" result={posted} followAt={followHref(followAt, invoiceId, { look: 0, failures: 0 })} />
      )}
      {pix && PixDialog && <PixDialog key={pix.txid} pix={pix} open={open} onOpenChange={setOpen} watchPix={watchPix} />}
    </>
  );
}
