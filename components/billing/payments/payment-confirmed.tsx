import { CircleCheck } from "lucide-react";
import { confirmationMessages as m } from "@/lib/billing/confirmation/messages";
import type { PaymentWatchView } from "@/lib/billing/confirmation/view";
import { DetailList } from "@/components/ui/detail-list";

type Confirmed = Extract<PaymentWatchView, { state: "confirmed" }>;

/** What the PIX dialog becomes once the gateway confirms the payment. */
export function PaymentConfirmed({ payment }: { payment: Confirmed }) {
  return (
    <div data-testid="payment-confirmed" className="space-y-4">
      <p className="flex items-center gap-2 text-lg font-semibold text-green-700 dark:text-green-400">
        <CircleCheck aria-hidden="true" />
        {m.confirmedTitle}
      </p>
      <DetailList
        layout="pairs"
        items={[
          { label: m.fields.valor, value: payment.amount },
          { label: m.fields.pagoEm, value: payment.paidAt },
          { label: m.fields.endToEnd, value: <span className="font-mono text-xs break-all">{payment.endToEndId}</span> },
        ]}
      />
      <p className="text-sm text-muted-foreground">{m.confirmedHint}</p>
    </div>
  );
}
