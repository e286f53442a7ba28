import Link from "next/link";
import { PublicPage } from "@/components/auth/public-page";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { currentBrand } from "@/lib/brand/current";

export const metadata = { title: "Fatura", robots: { index: false, follow: false } };

export default async function FaturaPage() {
  const brand = await currentBrand();
  return (
    <PublicPage brand={brand}>
      <Card>
        <CardHeader>
          <CardTitle asChild>
            <h1 className="text-xl">Acesso Expirado</h1>
          </CardTitle>
          <CardDescription>Este link de consulta não é mais válido. Faça uma nova consulta para ver suas faturas.</CardDescription>
        </CardHeader>
        <CardContent className="flex flex-col gap-2 sm:flex-row">
          <Button asChild className="flex-1">
            <Link href="/verificar-fatura">Nova Consulta</Link>
          </Button>
          <Button asChild variant="outline" className="flex-1">
            <Link href="/login">Fazer Login</Link>
          </Button>
        </CardContent>
      </Card>
    </PublicPage>
  );
}
