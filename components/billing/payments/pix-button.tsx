"use client";

import { LoaderCircle, QrCode } from "lucide-react";
import dynamic from "next/dynamic";
import { useState } from "react";
import { Button, type ButtonProps } from "@/components/ui/button";
import { paymentMessages as m } from "@/lib/billing/payments/messages";
import type { PaymentAction, PixView, WatchPixAction } from "@/lib/billing/payments/types";
import { runPayment } from "./run-payment";

// The dialog (and its Radix code) is fetched on first use; hovering or focusing the button fetches it early.
const loadDialog = () => import("./pix-dialog").then((mod) => mod.PixDialog);
const PixDialog = dynamic(loadDialog);

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

  async function generate() {
    setPending(true);
    const data = await runPayment("pix", generatePix, invoiceId);
    setPending(false);
    if (data) {
      setPix(data);
      setOpen(true);
    }
  }

  return (
    <>
      <Button
        type="button"
        {...buttonProps}
        onClick={generate}
        onPointerEnter={() => void loadDialog()}
        onFocus={() => void loadDialog()}
        disabled={disabled || pending}
        aria-busy={pending}
      >
        {pending ? <LoaderCircle aria-hidden="true" className="animate-spin" /> : <QrCode aria-hidden="true" />}
        {pending ? m.generatingPix : label}
      </Button>
      {pix && <PixDialog key={pix.detalhes.txid} pix={pix} open={open} onOpenChange={setOpen} watchPix={watchPix} />}
    </>
  );
}
