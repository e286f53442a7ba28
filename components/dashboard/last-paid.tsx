import Link from "next/link";
import { LoadError } from "@/components/billing/invoices/load-error";
import { PaidInvoiceItem } from "@/components/billing/invoices/paid-invoice-item";
import { Button } from "@/components/ui/button";
import { Card, CardAction, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { dashboardMessages as m, invoiceMessages } from "@/lib/billing/invoices/messages";
import type { PaidInvoiceView } from "@/lib/billing/invoices/view";

/** The last 3 paid invoices and the way to all of them; null means the list failed to load. */
export function LastPaid({ invoices }: { invoices: PaidInvoiceView[] | null }) {
  return (
    <Card className="min-w-0">
      <CardHeader>
        <CardTitle asChild>
          <h2 className="text-lg">{m.lastPaid.title}</h2>
        </CardTitle>
        <CardAction>
          <Button asChild variant="link" size="inline">
            <Link href="/invoices" prefetch={false}>
              {m.lastPaid.all}
            </Link>
          </Button>
        </CardAction>
      </CardHeader>
      <CardContent>
        {invoices === null ? (
          <LoadError message={invoiceMessages.loadPaidFailed} />
        ) : invoices.length === 0 ? (
          <p className="text-sm text-muted-foreground">{invoiceMessages.paidEmpty}</p>
        ) : (
          <ul className="divide-y" aria-label={m.lastPaid.title}>
            {invoices.map((invoice) => (
              <li key={invoice.id}>
                <PaidInvoiceItem invoice={invoice} showLinks={false} />
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
