import Link from "next/link";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { publicInvoiceMessages as m } from "@/lib/billing/public-access/messages";
import { invoiceMessages } from "@/lib/billing/invoices/messages";

/**
 * What the invoice page shows instead of an invoice: an expired or unknown link, a document that is
 * not a customer, or a failure. Always offers a new lookup and the login.
 */
export function AccessNotice({ title, description, retryHref }: { title: string; description: string; retryHref?: string }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle asChild>
          <h1 className="text-xl">{title}</h1>
        </CardTitle>
        <CardDescription>{description}</CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-2 sm:flex-row sm:flex-wrap">
        {retryHref && (
          // A plain link, so the retry is a full new request of the page.
          <Button asChild variant="secondary" className="w-full">
            <a href={retryHref}>{invoiceMessages.retry}</a>
          </Button>
        )}
        <Button asChild className="grow basis-0">
          <Link href="/verificar-fatura">{m.newLookup}</Link>
        </Button>
        <Button asChild variant="outline" className="grow basis-0">
          <Link href="/login">{m.login}</Link>
        </Button>
      </CardContent>
    </Card>
  );
}

export function AccessExpired() {
  return <AccessNotice title={m.expiredTitle} description={m.expiredDescription} />;
}
