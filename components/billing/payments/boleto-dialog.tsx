"use client";

import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { paymentMessages } from "@/lib/billing/payments/messages";
import type { BoletoView } from "@/lib/billing/payments/types";
import { BoletoDetails } from "./boleto-details";

const m = paymentMessages.boletoDialog;

type Props = { boleto: BoletoView; open: boolean; onOpenChange: (open: boolean) => void };

/**
 * The generated (or cached) boleto: amount, dates, linha digitável, its PIX and the PDF (docs/SPEC.md
 * §2 Invoices). A plain boleto has no PIX and the gateway may leave out a link
 * (docs/UPSTREAMS.md §2.3): what the boleto does not have is not shown.
 */
export function BoletoDialog({ boleto, open, onOpenChange }: Props) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{m.title(boleto.documentNumber)}</DialogTitle>
          <DialogDescription>{boleto.boleto.pix ? m.description : m.descriptionWithoutPix}</DialogDescription>
        </DialogHeader>
        <BoletoDetails boleto={boleto} />
      </DialogContent>
    </Dialog>
  );
}
