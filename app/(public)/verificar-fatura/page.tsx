import { PublicPage } from "@/components/auth/public-page";
import { currentBrand } from "@/lib/brand/current";

export const metadata = { title: "Consultar Fatura" };

export default async function VerificarFaturaPage() {
  const brand = await currentBrand();
  return (
    <PublicPage brand={brand}>
      <h1 className="text-center text-2xl font-bold">Consultar Fatura</h1>
    </PublicPage>
  );
}
