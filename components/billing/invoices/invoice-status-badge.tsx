import { Badge, TONE_VARIANT } from "@/components/ui/badge";
import { type InvoiceState } from "@/lib/billing/invoices/rules";
import { INVOICE_STATE_BADGE } from "@/lib/billing/invoices/view";

/** Vencida (red), Em Aberto (yellow) or Paga (green). */
export function InvoiceStatusBadge({ state }: { state: InvoiceState }) {
  const badge = INVOICE_STATE_BADGE[state];
  return (
    <Badge variant={TONE_VARIANT[badge.tone]} data-testid="invoice-status">
      {badge.label}
    </Badge>
  );
}
