import { Receipt } from "lucide-react";
import Link from "next/link";
import { PublicPage } from "@/components/auth/public-page";
import { LoginForm } from "@/components/auth/login-form";
import { SessionExpiredNotice } from "@/components/auth/session-expired-notice";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from "@/components/ui/card";
import { loginMessages } from "@/lib/auth/messages";
import { prerenderedBrand, type BrandParams } from "@/lib/platform/brand/prerendered";
import { signInWithoutScript, signInWithScript } from "./actions";

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
          <LoginForm signInWithoutScript={signInWithoutScript} signInWithScript={signInWithScript} />
        </CardContent>
        {/* Paying needs no password: the public lookup opens the document's invoices by link. */}
        <CardFooter className="flex-col gap-2 border-t">
          <p className="text-sm text-muted-foreground">{loginMessages.payWithoutLogin.prompt}</p>
          <Button asChild variant="outline" className="w-full">
            <Link href="/verificar-fatura" prefetch={false}>
              <Receipt aria-hidden="true" />
              {loginMessages.payWithoutLogin.link}
            </Link>
          </Button>
        </CardFooter>
      </Card>
    </PublicPage>
  );
}
