import { PublicPage } from "@/components/auth/public-page";
import { currentBrand } from "@/lib/brand/current";

export const metadata = { title: "Termos de Uso" };

export default async function TermsPage() {
  const brand = await currentBrand();
  return (
    <PublicPage brand={brand}>
      <h1 className="text-center text-2xl font-bold">Termos de Uso</h1>
    </PublicPage>
  );
}
