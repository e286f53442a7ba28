import { DetailList } from "@/components/ui/detail-list";
import { formatBRL } from "@/lib/shared/br/money";
import { paymentMessages } from "@/lib/billing/payments/messages";
import type { PayableInvoice } from "@/lib/billing/payments/types";

const m = paymentMessages.boletoConfirm;

/** The invoice a new boleto would charge: in the confirmation dialog and in its page without script. */
export function BoletoConfirmDetails({ invoice }: { invoice: PayableInvoice }) {
  return (
    <DetailList
      layout="pairs"
      items={[
        { label: m.invoice, value: invoice.documentNumber },
        { label: m.valor, value: formatBRL(invoice.amount) },
      ]}
    />
  );
}
