import { ExternalLink } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import { formatDate } from "@/lib/br/dates";
import { formatBRL } from "@/lib/br/money";
import { invoiceMessages as m } from "@/lib/invoices/messages";
import { dueDaysText, invoiceLabel, invoiceNumber, invoiceState } from "@/lib/invoices/present";
import { invoiceAnchorId } from "@/lib/reminders/invoice-link";
import type { Invoice } from "@/lib/sgp/types";
import { InvoiceStatusBadge } from "./invoice-status-badge";

type Props = { invoices: Invoice[]; now?: Date };

function PaymentLink({ invoice }: { invoice: Invoice }) {
  const href = invoice.link_cobranca ?? invoice.link;
  if (!href) return <span className="text-muted-foreground">-</span>;
  return (
    <Button asChild variant="outline" size="sm">
      <a href={href} target="_blank" rel="noopener noreferrer" aria-label={`${m.openPaymentLink} da fatura ${invoiceNumber(invoice)}`}>
        <ExternalLink aria-hidden="true" />
        {m.openPaymentLink}
      </a>
    </Button>
  );
}

/** The open invoices after the next one: a table from 768 px, cards below (docs/SPEC.md §9 small-screen layout). */
export function OpenInvoicesList({ invoices, now = new Date() }: Props) {
  if (invoices.length === 0) return null;
  return (
    <Card>
      <CardHeader>
        <CardTitle asChild>
          <h2 className="text-lg">{m.otherOpenTitle}</h2>
        </CardTitle>
      </CardHeader>
      <CardContent>
        <div className="hidden md:block">
          <Table>
            <TableHeader>
              <TableRow>
                <TableHead>{m.fields.numero}</TableHead>
                <TableHead>{m.fields.descricao}</TableHead>
                <TableHead>{m.fields.vencimento}</TableHead>
                <TableHead className="text-right">{m.fields.valor}</TableHead>
                <TableHead>{m.fields.status}</TableHead>
                <TableHead>
                  <span className="sr-only">{m.openPaymentLink}</span>
                </TableHead>
              </TableRow>
            </TableHeader>
            <TableBody>
              {invoices.map((invoice) => (
                <TableRow key={invoice.id} id={invoiceAnchorId(invoiceNumber(invoice))} className="scroll-mt-20 target:bg-accent">
                  <TableCell>{invoiceNumber(invoice)}</TableCell>
                  <TableCell className="max-w-64 truncate" title={invoiceLabel(invoice)}>
                    {invoiceLabel(invoice)}
                  </TableCell>
                  <TableCell>{formatDate(invoice.dataVencimento)}</TableCell>
                  <TableCell className="text-right">{formatBRL(invoice.valorCorrigido)}</TableCell>
                  <TableCell>
                    <InvoiceStatusBadge state={invoiceState(invoice, now)} />
                  </TableCell>
                  <TableCell className="text-right">
                    <PaymentLink invoice={invoice} />
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </div>
        <ul className="space-y-3 md:hidden">
          {invoices.map((invoice) => (
            <li key={invoice.id} className="space-y-2 rounded-lg border p-3">
              <div className="flex items-start justify-between gap-2">
                <p className="min-w-0 text-sm font-medium break-words">{invoiceLabel(invoice)}</p>
                <InvoiceStatusBadge state={invoiceState(invoice, now)} />
              </div>
              <p className="text-lg font-semibold">{formatBRL(invoice.valorCorrigido)}</p>
              <p className="text-xs text-muted-foreground">
                {`${m.fields.numero} ${invoiceNumber(invoice)} · ${formatDate(invoice.dataVencimento)} · ${dueDaysText(invoice.dataVencimento, now)}`}
              </p>
              <PaymentLink invoice={invoice} />
            </li>
          ))}
        </ul>
      </CardContent>
    </Card>
  );
}
