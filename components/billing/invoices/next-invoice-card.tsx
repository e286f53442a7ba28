import { TriangleAlert } from "lucide-react";
import { Alert, AlertTitle } from "@/components/ui/alert";
import { Card, CardAction, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { PaymentButtons } from "@/components/billing/payments/payment-buttons";
import { formatDate } from "@/lib/br/dates";
import { formatBRL } from "@/lib/br/money";
import { invoiceMessages as m } from "@/lib/billing/invoices/messages";
import { invoiceNumber, invoiceState } from "@/lib/billing/invoices/rules";
import { dueDaysText } from "@/lib/billing/invoices/view";
import type { BoletoView, PaymentAction, PixView } from "@/lib/billing/payments/types";
import { invoiceAnchorId } from "@/lib/reminders/invoice-link";
import type { Invoice } from "@/lib/sgp/types";
import { InvoiceStatusBadge } from "./invoice-status-badge";

type Props = {
  invoice: Invoice;
  hasCachedBoleto: boolean;
  generatePix: PaymentAction<PixView>;
  generateBoleto: PaymentAction<BoletoView>;
  now?: Date;
};

/** The next open invoice in detail, the overdue banner, and its payment buttons. */
export function NextInvoiceCard({ invoice, hasCachedBoleto, generatePix, generateBoleto, now = new Date() }: Props) {
  const state = invoiceState(invoice, now);
  const details = [
    { label: m.fields.numero, value: invoiceNumber(invoice) },
    { label: m.fields.emissao, value: formatDate(invoice.dataEmissao) },
    { label: m.fields.vencimento, value: `${formatDate(invoice.dataVencimento)} (${dueDaysText(invoice.dataVencimento, now)})` },
    { label: m.fields.portador, value: invoice.portador || "-" },
    { label: m.fields.desconto, value: formatBRL(invoice.valorDesconto) },
  ];
  return (
    // The target of a due-date reminder's link (/invoices#fatura-N), highlighted when reached.
    <Card id={invoiceAnchorId(invoiceNumber(invoice))} className="scroll-mt-20 target:ring-2 target:ring-ring">
      <CardHeader>
        <CardTitle asChild>
          <h2 id="proxima-fatura" className="text-lg">
            {m.nextInvoice}
          </h2>
        </CardTitle>
        <CardAction>
          <InvoiceStatusBadge state={state} />
        </CardAction>
      </CardHeader>
      <CardContent className="space-y-4">
        {state === "overdue" && (
          <Alert variant="destructive">
            <TriangleAlert aria-hidden="true" />
            <AlertTitle>{m.overdueBanner}</AlertTitle>
          </Alert>
        )}
        <p className="text-3xl font-bold tracking-tight">
          <span className="sr-only">{`${m.fields.valor}: `}</span>
          {formatBRL(invoice.valorCorrigido)}
        </p>
        <dl className="grid gap-x-6 gap-y-2 text-sm sm:grid-cols-2">
          <div className="sm:col-span-2">
            <dt className="text-muted-foreground">{m.fields.descricao}</dt>
            <dd className="font-medium break-words">{invoice.demonstrativo || "-"}</dd>
          </div>
          {details.map((item) => (
            <div key={item.label}>
              <dt className="text-muted-foreground">{item.label}</dt>
              <dd className="font-medium">{item.value}</dd>
            </div>
          ))}
        </dl>
        <PaymentButtons
          invoice={{ id: invoice.id, numeroDocumento: invoiceNumber(invoice), valor: invoice.valorCorrigido }}
          hasCachedBoleto={hasCachedBoleto}
          generatePix={generatePix}
          generateBoleto={generateBoleto}
        />
      </CardContent>
    </Card>
  );
}
