import { Download, Eye } from "lucide-react";
import { Button } from "@/components/ui/button";
import { formatBRL } from "@/lib/shared/br/money";
import { invoiceMessages as m } from "@/lib/billing/invoices/messages";
import type { PaidInvoiceView } from "@/lib/billing/invoices/view";

type Props = { invoice: PaidInvoiceView; showLinks?: boolean };

/** One paid invoice: what, when it was paid, how much, and its view/download links. */
export function PaidInvoiceItem({ invoice, showLinks = true }: Props) {
  const title = invoice.title;
  const view = invoice.chargeLink ?? invoice.link;
  return (
    <div className="flex flex-col gap-2 py-3 sm:flex-row sm:items-center sm:justify-between">
      <div className="min-w-0 space-y-0.5">
        <p className="truncate text-sm font-medium" title={title}>
          {title}
        </p>
        <p className="text-xs text-muted-foreground">
          {`${m.fields.numero} ${invoice.documentNumber} · ${m.fields.pagamento} ${invoice.paidOn}`}
        </p>
      </div>
      <div className="flex shrink-0 items-center gap-2">
        <span className="text-sm font-semibold">{formatBRL(invoice.amountPaid)}</span>
        {showLinks && view && (
          <Button asChild variant="ghost" size="sm">
            <a href={view} target="_blank" rel="noopener noreferrer" aria-label={`${m.viewInvoice} fatura ${invoice.documentNumber}`}>
              <Eye aria-hidden="true" />
              {m.viewInvoice}
            </a>
          </Button>
        )}
        {showLinks && invoice.link && (
          <Button asChild variant="ghost" size="sm">
            <a
              href={invoice.link}
              target="_blank"
              rel="noopener noreferrer"
              download
              aria-label={`${m.downloadInvoice} fatura ${invoice.documentNumber}`}
            >
              <Download aria-hidden="true" />
              {m.downloadInvoice}
            </a>
          </Button>
        )}
      </div>
    </div>
  );
}
