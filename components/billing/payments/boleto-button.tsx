"use client";

import { Barcode, LoaderCircle } from "lucide-react";
import dynamic from "next/dynamic";
import { usePathname } from "next/navigation";
import { useActionState, useRef, useState } from "react";
import { Button, type ButtonProps } from "@/components/ui/button";
import { useOnDemand } from "@/components/ui/use-on-demand";
import type { ActionResult } from "@/lib/shared/action-result";
import { paymentMessages as m } from "@/lib/billing/payments/messages";
import { CONFIRM_FIELD, INVOICE_FIELD, type BoletoView, type PayableInvoice, type PaymentAction } from "@/lib/billing/payments/types";
import { runPayment } from "./run-payment";

// Rendered only in the answer to a form posted natively: see pix-button.tsx.
const PaymentAnswer = dynamic(() => import("./payment-answer").then((mod) => mod.PaymentAnswer));

const loadConfirm = () => import("./boleto-confirm-dialog").then((mod) => mod.BoletoConfirmDialog);
const loadDialog = () => import("./boleto-dialog").then((mod) => mod.BoletoDialog);
// Both dialogs are held in state, not lazy(): see pix-button.tsx.

type Props = Omit<ButtonProps, "onClick" | "children"> & {
  invoice: PayableInvoice;
  /** A valid boleto of this invoice is cached: the button reads 'Ver Boleto' and skips the confirmation. */
  hasCachedBoleto: boolean;
  generateBoleto: PaymentAction<BoletoView>;
  /** Where the form posted natively is answered (PaymentActions.answerAt). */
  answerAt?: string;
};

/**
 * 'Gerar Boleto' asks for confirmation first (a new charge will be created);
 * 'Ver Boleto' opens the cached one. The server decides either way: asking
 * again for a cached boleto returns it without a new charge. A form: pressed before hydration or
 * without script, it posts natively to the same server action, which answers in the page, first
 * with the same confirmation (and a form that confirms), then with the boleto.
 */
export function BoletoButton({ invoice, hasCachedBoleto, generateBoleto, answerAt = "", disabled, ...buttonProps }: Props) {
  const answerId = `boleto-${invoice.id}`;
  const [posted, generateNatively] = useActionState<ActionResult<BoletoView> | null, FormData>(
    generateBoleto,
    null,
    `${answerAt}#${answerId}`,
  );
  const [cached, setCached] = useState(hasCachedBoleto);
  const [pending, setPending] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [boleto, setBoleto] = useState<BoletoView | null>(null);
  const [open, setOpen] = useState(false);
  const inFlight = useRef(false);
  const [BoletoConfirmDialog, requestConfirm] = useOnDemand(loadConfirm);
  const [BoletoDialog, requestDialog] = useOnDemand(loadDialog);
  const pathname = usePathname();

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
  return (
    <>
      <form
        action={generateNatively}
        onSubmit={(event) => {
          event.preventDefault();
          if (cached) void generate();
          else confirm();
        }}
        className="contents"
      >
        <input type="hidden" name={INVOICE_FIELD} value={invoice.id} />
        {cached && <input type="hidden" name={CONFIRM_FIELD} value="1" />}
        <Button
          type="submit"
          variant="outline"
          {...buttonProps}
          onPointerEnter={preload}
          onFocus={preload}
          disabled={disabled || pending}
          aria-busy={pending}
        >
          {pending ? <LoaderCircle aria-hidden="true" className="animate-spin" /> : <Barcode aria-hidden="true" />}
          {pending ? m.generatingBoleto : cached ? m.viewBoleto : m.generateBoleto}
        </Button>
      </form>
      {posted && (
        <PaymentAnswer
          id={answerId}
          kind="boleto"
          result={posted}
          invoice={invoice}
          confirm={
            <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
              <Button asChild variant="outline">
                <a href={answerAt || pathname}>{m.boletoConfirm.cancel}</a>
              </Button>
              <form action={generateNatively} className="contents">
                <input type="hidden" name={INVOICE_FIELD} value={invoice.id} />
                <input type="hidden" name={CONFIRM_FIELD} value="1" />
                <Button type="submit">{m.boletoConfirm.confirm}</Button>
              </form>
            </div>
          }
        />
      )}
      {confirming && BoletoConfirmDialog && (
        <BoletoConfirmDialog invoice={invoice} open={confirming} onOpenChange={setConfirming} onConfirm={() => void generate()} />
      )}
      {boleto && BoletoDialog && <BoletoDialog boleto={boleto} open={open} onOpenChange={setOpen} />}
    </>
  );
}
