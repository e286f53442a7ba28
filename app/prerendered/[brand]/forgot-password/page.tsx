import { PublicPage } from "@/components/auth/public-page";
import { ForgotPasswordForm } from "@/components/auth/forgot-password-form";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { prerenderedBrand, type BrandParams } from "@/lib/brand/prerendered";

export const metadata = { title: "Esqueci minha senha" };

export default async function ForgotPasswordPage({ params }: { params: BrandParams }) {
  const brand = await prerenderedBrand(params);
  return (
    <PublicPage brand={brand}>
      <Card>
        <CardHeader>
          <CardTitle asChild>
            <h1 className="text-xl">Esqueci minha senha</h1>
          </CardTitle>
          <CardDescription>Informe seu CPF ou CNPJ para saber como recuperar o acesso.</CardDescription>
        </CardHeader>
        <CardContent>
          <ForgotPasswordForm brand={brand} />
        </CardContent>
      </Card>
    </PublicPage>
  );
}
