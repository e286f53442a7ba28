import { PublicPage } from "@/components/auth/public-page";
import { LoginForm } from "@/components/auth/login-form";
import { SessionExpiredNotice } from "@/components/auth/session-expired-notice";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { prerenderedBrand, type BrandParams } from "@/lib/brand/prerendered";

export const metadata = { title: "Entrar" };

/** Built once per brand: the address's query (where to go back, an expired session) is read in the browser. */
export default async function LoginPage({ params }: { params: BrandParams }) {
  const brand = await prerenderedBrand(params);
  return (
    <PublicPage brand={brand}>
      <SessionExpiredNotice />
      <Card>
        <CardHeader>
          <CardTitle asChild>
            <h1 className="text-xl">Central do Assinante</h1>
          </CardTitle>
          <CardDescription>Entre com seu CPF ou CNPJ e sua senha da central.</CardDescription>
        </CardHeader>
        <CardContent>
          <LoginForm />
        </CardContent>
      </Card>
    </PublicPage>
  );
}
