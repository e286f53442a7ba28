"use client";

import { Barcode, LoaderCircle } from "lucide-react";
import { useRef, useState } from "react";
import { Button, type ButtonProps } from "@/components/ui/button";
import { useEarlyPress } from "@/components/ui/use-early-press";
import { useOnDemand } from "@/components/ui/use-on-demand";
import { paymentMessages as m } from "@/lib/billing/payments/messages";
import type { BoletoView, PayableInvoice, PaymentAction } from "@/lib/billing/payments/types";
import { runPayment } from "./run-payment";

const loadConfirm = () => import("./boleto-confirm-dialog").then((mod) => mod.BoletoConfirmDialog);
const loadDialog = () => import("./boleto-dialog").then((mod) => mod.BoletoDialog);
// Both dialogs are held in state, not lazy(): see pix-button.tsx.

type Props = Omit<ButtonProps, "onClick" | "children"> & {
  invoice: PayableInvoice;
  /** A valid boleto of this invoice is cached: the button reads 'Ver Boleto' and skips the confirmation. */
  hasCachedBoleto: boolean;
  generateBoleto: PaymentAction<BoletoView>;
};

/**
 * 'Gerar Boleto' asks for confirmation first (a new charge will be created);
 * 'Ver Boleto' opens the cached one. The server decides either way: asking
 * again for a cached boleto returns it without a new charge.
 */
export function BoletoButton({ invoice, hasCachedBoleto, generateBoleto, disabled, ...buttonProps }: Props) {
  const [cached, setCached] = useState(hasCachedBoleto);
  const [pending, setPending] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [boleto, setBoleto] = useState<BoletoView | null>(null);
  const [open, setOpen] = useState(false);
  const inFlight = useRef(false);
  const [BoletoConfirmDialog, requestConfirm] = useOnDemand(loadConfirm);
  const [BoletoDialog, requestDialog] = useOnDemand(loadDialog);

  async function generate() {
    if (inFlight.current) return;
    inFlight.current = true;
    requestDialog();
    setConfirming(false);
    setPending(true);
    const data = await runPayment("boleto", generateBoleto, invoice.id);
    inFlight.current = false;
    setPending(false);
    if (data) {
      setBoleto(data);
      setCached(true);
      setOpen(true);
    }
  }

  const preload = cached ? requestDialog : requestConfirm;
  const confirm = () => {
    requestConfirm();
    setConfirming(true);
  };
  const press = useEarlyPress<HTMLButtonElement>(() => (cached ? void generate() : confirm()));
  return (
    <>
      <Button
        type="button"
        variant="outline"
        {...buttonProps}
        {...press}
        onPointerEnter={preload}
        onFocus={preload}
        disabled={disabled || pending}
        aria-busy={pending}
      >
        {pending ? <LoaderCircle aria-hidden="true" className="animate-spin" /> : <Barcode aria-hidden="true" />}
        {pending ? m.generatingBoleto : cached ? m.viewBoleto : m.generateBoleto}
      </Button>
      {confirming && BoletoConfirmDialog && (
        <BoletoConfirmDialog invoice={invoice} open={confirming} onOpenChange={setConfirming} onConfirm={() => void generate()} />
      )}
      {boleto && BoletoDialog && <BoletoDialog boleto={boleto} open={open} onOpenChange={setOpen} />}
    </>
  );
}
