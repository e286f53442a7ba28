import type { BoletoView, PayableInvoice, PaymentAction, PixView } from "@/lib/billing/payments/types";
import { BoletoButton } from "./boleto-button";
import { PixButton } from "./pix-button";

type Props = {
  invoice: PayableInvoice;
  hasCachedBoleto: boolean;
  /** Bound to whoever pays: the session's server actions, or the invoice token's on the public page. */
  generatePix: PaymentAction<PixView>;
  generateBoleto: PaymentAction<BoletoView>;
};

/** 'Gerar PIX' and 'Gerar Boleto' / 'Ver Boleto' for one open invoice. */
export function PaymentButtons({ invoice, hasCachedBoleto, generatePix, generateBoleto }: Props) {
  return (
    <div className="flex flex-col gap-2 sm:flex-row">
      <PixButton invoiceId={invoice.id} generatePix={generatePix} className="sm:flex-1" />
      <BoletoButton
        invoice={invoice}
        hasCachedBoleto={hasCachedBoleto}
        generateBoleto={generateBoleto}
        className="sm:flex-1"
      />
    </div>
  );
}
