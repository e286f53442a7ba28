import type { ReactNode } from "react";
import { Badge } from "@/components/ui/badge";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { formatBRL, formatDate } from "@/lib/br";
import type { PublicInvoice } from "@/lib/invoice-access/public-invoice";
import { invoiceMessages } from "@/lib/invoices/messages";
import { INVOICE_STATE_BADGE } from "@/lib/invoices/present";

const f = invoiceMessages.fields;

/** The open invoice (docs/SPEC.md §2 public invoice page): its six fields, Vencida or Em Aberto, and the payment buttons. */
export function PublicInvoiceCard({ invoice, actions }: { invoice: PublicInvoice; actions: ReactNode }) {
  const badge = INVOICE_STATE_BADGE[invoice.overdue ? "overdue" : "open"];
  return (
    <Card aria-labelledby="fatura-titulo">
      <CardHeader layout="row" className="flex-wrap">
        <CardTitle asChild>
          <h2 id="fatura-titulo" className="text-lg">
            {formatBRL(invoice.valorCorrigido)}
          </h2>
        </CardTitle>
        <Badge variant={badge.variant} data-testid="invoice-status">
          {badge.label}
        </Badge>
      </CardHeader>
      <CardContent className="space-y-4">
        <dl className="grid grid-cols-2 gap-x-4 gap-y-3 text-sm">
          <Field label={f.numero}>{invoice.numeroDocumento || "-"}</Field>
          <Field label={f.vencimento}>{formatDate(invoice.dataVencimento)}</Field>
          <Field label={f.descricao} wide>
            {invoice.demonstrativo || "-"}
          </Field>
          <Field label={f.valor}>{formatBRL(invoice.valorCorrigido)}</Field>
          <Field label={f.desconto}>{formatBRL(invoice.valorDesconto)}</Field>
          <Field label={f.portador} wide>
            {invoice.portador || "-"}
          </Field>
        </dl>
        {actions}
      </CardContent>
    </Card>
  );
}

function Field({ label, children, wide = false }: { label: string; children: ReactNode; wide?: boolean }) {
  return (
    <div className={wide ? "col-span-2" : undefined}>
      <dt className="text-xs text-muted-foreground">{label}</dt>
      <dd className="font-medium break-words">{children}</dd>
    </div>
  );
}
