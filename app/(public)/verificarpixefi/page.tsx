import { PublicPage } from "@/components/auth/public-page";
import { currentBrand } from "@/lib/brand/current";

export const metadata = { title: "Verificar Transação PIX" };

export default async function VerificarpixefiPage() {
  const brand = await currentBrand();
  return (
    <PublicPage brand={brand}>
      <h1 className="text-center text-2xl font-bold">Verificar Transação PIX</h1>
    </PublicPage>
  );
}
