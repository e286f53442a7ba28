"use client";

import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
} from "@/components/ui/alert-dialog";
import { paymentMessages } from "@/lib/billing/payments/messages";
import type { PayableInvoice } from "@/lib/billing/payments/types";
import { BoletoConfirmDetails } from "./boleto-confirm-details";

const m = paymentMessages.boletoConfirm;

type Props = {
  invoice: PayableInvoice;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onConfirm: () => void;
};

/** 'Confirmar Geração de Boleto': a new charge is about to be created, shown before it is. */
export function BoletoConfirmDialog({ invoice, open, onOpenChange, onConfirm }: Props) {
  return (
    <AlertDialog open={open} onOpenChange={onOpenChange}>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>{m.title}</AlertDialogTitle>
          <AlertDialogDescription>{m.description}</AlertDialogDescription>
        </AlertDialogHeader>
        <BoletoConfirmDetails invoice={invoice} />
        <AlertDialogFooter>
          <AlertDialogCancel>{m.cancel}</AlertDialogCancel>
          <AlertDialogAction onClick={onConfirm}>{m.confirm}</AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
