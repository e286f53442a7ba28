import { KeyRound, ShieldCheck } from "lucide-react";
import { PasswordChangeForm } from "@/components/profile/password-change-form";
import { ClientInfo } from "@/components/services/client-info";
import { RetryAlert } from "@/components/shell/retry-alert";
import { StatusBadge } from "@/components/services/status-badge";
import { PageHeader } from "@/components/shell/page-header";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { requireCustomer } from "@/lib/auth/session";
import { settle } from "@/lib/settle";
import { contractStatusBadge } from "@/lib/services/status";
import { toServicesView } from "@/lib/services/view";
import { getCustomer } from "@/lib/sgp";
import { changePassword } from "./actions";

export const metadata = { title: "Meu Perfil" };

/** The real customer from the subscriber system, and the central password change. */
export default async function ProfilePage() {
  const customer = await requireCustomer();
  const client = await settle(getCustomer(customer.cpf), "perfil: cliente", customer.cpf);
  const view = client ? toServicesView(client) : null;
  const firstContract = client?.contracts[0];

  return (
    <>
      <PageHeader title="Meu Perfil" description="Seus dados cadastrais e a senha da Central do Assinante." />
      <div className="grid gap-6 lg:grid-cols-2">
        <div className="space-y-6">
          {view ? (
            <ClientInfo client={view.client} />
          ) : (
            <RetryAlert
              message="Não foi possível carregar os seus dados."
              retryLabel="Tentar Novamente"
              pendingLabel="Carregando..."
            />
          )}
          {view && (
            <Card>
              <CardHeader>
                <CardTitle asChild>
                  <h2 className="flex items-center gap-2 text-base">
                    <ShieldCheck className="size-5 text-primary" aria-hidden /> Informações da conta
                  </h2>
                </CardTitle>
              </CardHeader>
              <CardContent>
                <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-sm">
                  <dt className="text-muted-foreground">Cliente desde</dt>
                  <dd>{view.client.clienteDesde}</dd>
                  <dt className="text-muted-foreground">Status</dt>
                  <dd>{firstContract ? <StatusBadge status={contractStatusBadge(firstContract.status)} /> : "Indefinido"}</dd>
                </dl>
              </CardContent>
            </Card>
          )}
        </div>
        <Card className="self-start">
          <CardHeader>
            <CardTitle asChild>
              <h2 className="flex items-center gap-2 text-base">
                <KeyRound className="size-5 text-primary" aria-hidden /> Alterar senha
              </h2>
            </CardTitle>
            <CardDescription>A nova senha passa a valer no próximo acesso; a anterior deixa de funcionar.</CardDescription>
          </CardHeader>
          <CardContent>
            <PasswordChangeForm action={changePassword} />
          </CardContent>
        </Card>
      </div>
    </>
  );
}
