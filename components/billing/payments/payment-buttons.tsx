import type { OpenInvoiceView } from "@/lib/billing/invoices/view";
import type { PaymentActions } from "@/lib/billing/payments/types";
import { cn } from "@/lib/shared/cn";
import { BoletoButton } from "./boleto-button";
import { PixButton } from "./pix-button";

type Props = {
  invoice: OpenInvoiceView;
  /** Bound to whoever pays: the session's server actions, or the invoice link's on the public page. */
  actions: PaymentActions;
  /** The dashboard's quick payment: only the PIX button, under its own label, small. */
  quickPix?: string;
  className?: string;
};

/** 'Gerar PIX' and 'Gerar Boleto' / 'Ver Boleto' for one open invoice, on every screen that pays one. */
export function PaymentButtons({ invoice, actions, quickPix, className }: Props) {
  if (quickPix) {
    return (
      <PixButton
        invoiceId={invoice.id}
        generatePix={actions.pix}
        watchPix={actions.watchPix}
        answerAt={actions.answerAt}
        followAt={actions.followPixAt}
        label={quickPix}
        size="sm"
        className={className}
      />
    );
  }
  return (
    <div className={cn("flex flex-col gap-2 sm:flex-row sm:flex-wrap", className)}>
      <PixButton
        invoiceId={invoice.id}
        generatePix={actions.pix}
        watchPix={actions.watchPix}
        answerAt={actions.answerAt}
        followAt={actions.followPixAt}
        className="sm:flex-1"
      />
      <BoletoButton
        invoice={{ id: invoice.id, documentNumber: invoice.documentNumber, amount: invoice.amount }}
        hasCachedBoleto={invoice.hasCachedBoleto}
        generateBoleto={actions.boleto}
        answerAt={actions.answerAt}
        className="sm:flex-1"
      />
    </div>
  );
}
