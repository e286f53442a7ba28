import { ExternalLink, TriangleAlert } from "lucide-react";
import { Alert, AlertTitle } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Card, CardAction, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { PaymentButtons } from "@/components/billing/payments/payment-buttons";
import { formatBRL } from "@/lib/shared/br/money";
import { dashboardMessages, invoiceMessages as m } from "@/lib/billing/invoices/messages";
import type { OpenInvoiceView } from "@/lib/billing/invoices/view";
import type { PaymentActions } from "@/lib/billing/payments/types";
import { invoiceAnchorId } from "@/lib/reminders/invoice-link";
import { InvoiceStatusBadge } from "./invoice-status-badge";
import { PaymentProcessing } from "./payment-processing";

type Props = {
  invoice: OpenInvoiceView;
  actions: PaymentActions;
  /** The card's heading ('Próxima Fatura'); the invoice's own title by default. */
  heading?: string;
  headingLevel?: "h2" | "h3";
  /**
   * `summary`: the dashboard's 'Próxima Fatura' inside its summary card (amount, days text and the
   * quick PIX button, docs/SPEC.md §2 Dashboard); `detail` everywhere else.
   */
  variant?: "detail" | "summary";
};

/**
 * One open invoice, on the invoices page and the public invoice page alike (docs/SPEC.md §2): its amount,
 * Vencida or Em Aberto with the overdue banner, its fields, and its payment buttons. What the
 * audience may see is decided by its view (the public one has no issue date and no payment link).
 */
export function InvoiceCard({ invoice, actions, heading = invoice.title, headingLevel: Heading = "h2", variant = "detail" }: Props) {
  if (variant === "summary") {
    return (
      <>
        <p className="text-2xl font-bold tracking-tight">{formatBRL(invoice.amount)}</p>
        <p className="text-sm text-muted-foreground">{invoice.dueText}</p>
        {invoice.processing ? (
          <PaymentProcessing className="mt-2" />
        ) : (
          <PaymentButtons invoice={invoice} actions={actions} quickPix={dashboardMessages.nextInvoice.pay} className="mt-2 w-full" />
        )}
      </>
    );
  }
  const titleId = `fatura-${invoice.id}-titulo`;
  const details = [
    { label: m.fields.numero, value: invoice.documentNumber },
    ...(invoice.issuedOn === null ? [] : [{ label: m.fields.emissao, value: invoice.issuedOn }]),
    { label: m.fields.vencimento, value: invoice.dueText ? `${invoice.formattedDueDate} (${invoice.dueText})` : invoice.formattedDueDate },
    { label: m.fields.portador, value: invoice.collector || "-" },
  ];
  return (
    // The target of a due-date reminder's link (/invoices#fatura-N), highlighted when reached.
    <Card
      id={invoiceAnchorId(invoice.documentNumber)}
      aria-labelledby={titleId}
      data-testid="invoice-card"
      className="scroll-mt-20 target:ring-2 target:ring-ring"
    >
      <CardHeader>
        <CardTitle asChild>
          <Heading id={titleId} className="text-lg break-words">
            {heading}
          </Heading>
        </CardTitle>
        <CardAction>
          <InvoiceStatusBadge state={invoice.state} />
        </CardAction>
      </CardHeader>
      <CardContent className="space-y-4">
        {invoice.state === "overdue" && (
          <Alert variant="destructive">
            <TriangleAlert aria-hidden="true" />
            <AlertTitle>{m.overdueBanner}</AlertTitle>
          </Alert>
        )}
        <p className="text-3xl font-bold tracking-tight">
          <span className="sr-only">{`${m.fields.valor}: `}</span>
          {formatBRL(invoice.amount)}
        </p>
        <dl className="grid gap-x-6 gap-y-2 text-sm sm:grid-cols-2">
          <div className="sm:col-span-2">
            <dt className="text-muted-foreground">{m.fields.descricao}</dt>
            <dd className="font-medium break-words">{invoice.statement || "-"}</dd>
          </div>
          {details.map((item) => (
            <div key={item.label}>
              <dt className="text-muted-foreground">{item.label}</dt>
              <dd className="font-medium">{item.value}</dd>
            </div>
          ))}
        </dl>
        {invoice.processing ? <PaymentProcessing /> : <PaymentButtons invoice={invoice} actions={actions} />}
        {invoice.paymentLink && (
          <Button asChild variant="link" size="sm">
            <a
              href={invoice.paymentLink}
              target="_blank"
              rel="noopener noreferrer"
              aria-label={`${m.openPaymentLink} da fatura ${invoice.documentNumber}`}
            >
              <ExternalLink aria-hidden="true" />
              {m.openPaymentLink}
            </a>
          </Button>
        )}
      </CardContent>
    </Card>
  );
}
