"use client";

import { LoaderCircle, QrCode } from "lucide-react";
import { useRef, useState } from "react";
import { Button, type ButtonProps } from "@/components/ui/button";
import { useEarlyPress } from "@/components/ui/use-early-press";
import { useOnDemand } from "@/components/ui/use-on-demand";
import { paymentMessages as m } from "@/lib/billing/payments/messages";
import type { PaymentAction, PixView, WatchPixAction } from "@/lib/billing/payments/types";
import { runPayment } from "./run-payment";

// The dialog (and its Radix code) is fetched on first use; hovering or focusing the button fetches it early.
// Held in state rather than lazy(): a lazy component suspends the nearest Suspense boundary (on the
// dashboard, its sections streamed behind a skeleton), and React reveals it only after its 300 ms throttle.
const loadDialog = () => import("./pix-dialog").then((mod) => mod.PixDialog);

type Props = Omit<ButtonProps, "onClick" | "children"> & {
  invoiceId: number;
  generatePix: PaymentAction<PixView>;
  watchPix: WatchPixAction;
  label?: string;
};

/** 'Gerar PIX': asks the server for the invoice's charge and opens 'PIX Gerado com Sucesso'. */
export function PixButton({ invoiceId, generatePix, watchPix, label = m.generatePix, disabled, ...buttonProps }: Props) {
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
  // The tap on the SMS link's page often comes before the page is hydrated (issue 22, journey 1).
  const press = useEarlyPress<HTMLButtonElement>(() => void generate());

  return (
    <>
      <Button
        type="button"
        {...buttonProps}
        {...press}
        onPointerEnter={requestDialog}
        onFocus={requestDialog}
        disabled={disabled || pending}
        aria-busy={pending}
      >
        {pending ? <LoaderCircle aria-hidden="true" className="animate-spin" /> : <QrCode aria-hidden="true" />}
        {pending ? m.generatingPix : label}
      </Button>
      {pix && PixDialog && <PixDialog key={pix.detalhes.txid} pix={pix} open={open} onOpenChange={setOpen} watchPix={watchPix} />}
    </>
  );
}
