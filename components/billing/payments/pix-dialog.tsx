"use client";

import { useRouter } from "next/navigation";
import { useState } from "react";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { paymentMessages } from "@/lib/billing/payments/messages";
import { confirmationMessages } from "@/lib/billing/confirmation/messages";
import type { PixView, WatchPixAction } from "@/lib/billing/payments/types";
import { PaymentConfirmed } from "./payment-confirmed";
import { PixDetails } from "./pix-details";
import { PixWatchStatus } from "./pix-watch-status";
import { usePaymentWatch } from "./use-payment-watch";

const m = paymentMessages.pixDialog;

type Props = { pix: PixView; open: boolean; onOpenChange: (open: boolean) => void; watchPix: WatchPixAction };

/**
 * 'PIX Gerado com Sucesso': everything needed to pay the charge (docs/SPEC.md §2 Invoices). While open it
 * watches the charge and turns into 'Pagamento confirmado' once the gateway confirms it; closing
 * it then refreshes the page's invoices (the invoice shows 'Pagamento em processamento').
 */
export function PixDialog({ pix, open, onOpenChange, watchPix }: Props) {
  const router = useRouter();
  const [expiresAt] = useState(() => Date.now() + pix.secondsLeft * 1000);
  const { watch, link } = usePaymentWatch(pix.txid, open, watchPix, expiresAt);
  // A new charge's link comes with the watch's first look, once the server has it.
  const paymentLink = pix.pageUrl || link;
  const changeOpen = (next: boolean) => {
    onOpenChange(next);
    if (!next && watch.state === "confirmed") router.refresh();
  };
  if (watch.state === "confirmed") {
    return (
      <Dialog open={open} onOpenChange={changeOpen}>
        <DialogContent>
          <DialogHeader>
            <DialogTitle>{confirmationMessages.confirmedTitle}</DialogTitle>
            <DialogDescription>{pix.payerRequest || m.title}</DialogDescription>
          </DialogHeader>
          <PaymentConfirmed payment={watch} />
        </DialogContent>
      </Dialog>
    );
  }
  return (
    <Dialog open={open} onOpenChange={changeOpen}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{m.title}</DialogTitle>
          <DialogDescription>{m.description}</DialogDescription>
        </DialogHeader>
        <PixDetails pix={pix} paymentLink={paymentLink}>
          <PixWatchStatus stage={watch.state} />
        </PixDetails>
      </DialogContent>
    </Dialog>
  );
}
