import { PublicPage } from "@/components/auth/public-page";
import { LoginForm } from "@/components/auth/login-form";
import { SessionExpiredNotice } from "@/components/auth/session-expired-notice";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { safeCallbackPath } from "@/lib/auth/callback-url";
import { SESSION_EXPIRED_PARAM } from "@/lib/auth/session-policy";
import { currentBrand } from "@/lib/brand/current";

export const metadata = { title: "Entrar" };

export default async function LoginPage({ searchParams }: { searchParams: Promise<{ callbackUrl?: string; [SESSION_EXPIRED_PARAM]?: string }> }) {
  const [brand, params] = await Promise.all([currentBrand(), searchParams]);
  return (
    <PublicPage brand={brand}>
      {params[SESSION_EXPIRED_PARAM] && <SessionExpiredNotice />}
      <Card>
        <CardHeader>
          <CardTitle asChild>
            <h1 className="text-xl">Central do Assinante</h1>
          </CardTitle>
          <CardDescription>Entre com seu CPF ou CNPJ e sua senha da central.</CardDescription>
        </CardHeader>
        <CardContent>
          <LoginForm callbackPath={safeCallbackPath(params.callbackUrl)} />
        </CardContent>
      </Card>
    </PublicPage>
  );
}
