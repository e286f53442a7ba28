import { KeyRound, ShieldCheck } from "lucide-react";
import { PasswordChangeForm } from "@/components/profile/password-change-form";
import { ClientInfo } from "@/components/services/client-info";
import { RetryAlert } from "@/components/shell/retry-alert";
import { StatusBadge } from "@/components/services/status-badge";
import { PageHeader } from "@/components/shell/page-header";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { requireCustomer } from "@/lib/auth/session";
import { settle } from "@/lib/platform/settle";
import { profileMessages as m } from "@/lib/auth/profile-messages";
import { loadAccount } from "@/lib/services/load";
import { changePassword } from "./actions";

export const metadata = { title: m.pageTitle };

/** The real customer from the subscriber system, and the central password change. */
export default async function ProfilePage() {
  const customer = await requireCustomer();
  const view = await settle(loadAccount(customer.document), "perfil: cliente", customer.document);

  return (
    <>
      <PageHeader title={m.pageTitle} description={m.pageDescription} />
      <div className="grid gap-6 lg:grid-cols-2">
        <div className="space-y-6">
          {view ? (
            <ClientInfo client={view.client} />
          ) : (
            <RetryAlert message={m.loadFailed} retryLabel={m.retry} pendingLabel={m.retrying} />
          )}
          {view && (
            <Card>
              <CardHeader>
                <CardTitle asChild>
                  <h2 className="flex items-center gap-2 text-base">
                    <ShieldCheck className="size-5 text-primary" aria-hidden /> {m.account.title}
                  </h2>
                </CardTitle>
              </CardHeader>
              <CardContent>
                <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-sm">
                  <dt className="text-muted-foreground">{m.account.clienteDesde}</dt>
                  <dd>{view.client.registeredOn}</dd>
                  <dt className="text-muted-foreground">{m.account.status}</dt>
                  <dd>{view.status ? <StatusBadge status={view.status} /> : m.account.noStatus}</dd>
                </dl>
              </CardContent>
            </Card>
          )}
        </div>
        <Card className="self-start">
          <CardHeader>
            <CardTitle asChild>
              <h2 className="flex items-center gap-2 text-base">
                <KeyRound className="size-5 text-primary" aria-hidden /> {m.password.title}
              </h2>
            </CardTitle>
            <CardDescription>{m.password.description}</CardDescription>
          </CardHeader>
          <CardContent>
            <PasswordChangeForm action={changePassword} />
          </CardContent>
        </Card>
      </div>
    </>
  );
}
