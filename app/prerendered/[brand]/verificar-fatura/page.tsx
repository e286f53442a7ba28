import { ShieldCheck } from "lucide-react";
import { PublicPage } from "@/components/auth/public-page";
import { InvoiceLookupForm } from "@/components/billing/invoice-lookup/invoice-lookup-form";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { prerenderedBrand, type BrandParams } from "@/lib/platform/brand/prerendered";
import { lookupMessages as m } from "@/lib/billing/public-access/messages";
import { lookUpWithoutScript, requestInvoiceAccess } from "./actions";

export const metadata = { title: m.title };

export default async function VerificarFaturaPage({ params }: { params: BrandParams }) {
  const brand = await prerenderedBrand(params);
  return (
    <PublicPage brand={brand} footerNote={m.footer}>
      <Card>
        <CardHeader>
          <CardTitle asChild>
            <h1 className="text-xl">{m.title}</h1>
          </CardTitle>
        </CardHeader>
        <CardContent className="space-y-4">
          <InvoiceLookupForm requestAccess={requestInvoiceAccess} lookUpWithoutScript={lookUpWithoutScript} />
          <p className="flex gap-2 rounded-md bg-muted p-3 text-xs text-muted-foreground">
            <ShieldCheck className="size-4 shrink-0 text-primary" aria-hidden />
            {m.notice}
          </p>
        </CardContent>
      </Card>
    </PublicPage>
  );
}
