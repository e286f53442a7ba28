import { ArrowLeft } from "lucide-react";
import Link from "next/link";
import { Suspense } from "react";
import { PageHeader } from "@/components/shell/page-header";
import { ReleaseHistory } from "@/components/trust-release/release-history";
import { ReleaseInfo } from "@/components/trust-release/release-info";
import { TrustReleaseForm } from "@/components/trust-release/trust-release-form";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { requireCustomer } from "@/lib/auth/session";
import { trustReleaseMessages as m } from "@/lib/trust-release/messages";
import { requestTrustRelease } from "./actions";

export const metadata = { title: m.pageTitle };

export default async function TrustReleasePage() {
  const customer = await requireCustomer();
  return (
    <>
      <Button asChild variant="ghost" size="sm" className="mb-2 -ml-2">
        <Link href="/">
          <ArrowLeft aria-hidden />
          {m.back}
        </Link>
      </Button>
      <PageHeader title={m.pageTitle} description={m.pageDescription} />
      <div className="grid grid-cols-1 items-start gap-6 lg:grid-cols-3">
        <div className="min-w-0 lg:col-span-2">
          <TrustReleaseForm requestRelease={requestTrustRelease} />
        </div>
        <ReleaseInfo />
      </div>
      <Card className="mt-6">
        <CardHeader>
          <CardTitle asChild size="lg">
            <h2>{m.historyTitle}</h2>
          </CardTitle>
        </CardHeader>
        <CardContent>
          <Suspense
            fallback={
              <p role="status" className="text-sm text-muted-foreground">
                {m.historyLoading}
              </p>
            }
          >
            <ReleaseHistory cpf={customer.document} />
          </Suspense>
        </CardContent>
      </Card>
    </>
  );
}
