import { PublicPage } from "@/components/auth/public-page";
import { PixCheckForm } from "@/components/billing/pix-check/pix-check-form";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { currentBrand } from "@/lib/platform/brand/current";
import { pixCheckMessages as m } from "@/lib/billing/pix-check/messages";
import { checkPixWithoutScript } from "./actions";

export const metadata = { title: m.title };

export default async function VerificarpixefiPage() {
  const brand = await currentBrand();
  return (
    <PublicPage brand={brand}>
      <Card>
        <CardHeader>
          <CardTitle asChild>
            <h1 className="text-xl">{m.title}</h1>
          </CardTitle>
          <CardDescription>{m.description}</CardDescription>
        </CardHeader>
        <CardContent>
          <PixCheckForm checkWithoutScript={checkPixWithoutScript} />
        </CardContent>
      </Card>
    </PublicPage>
  );
}
