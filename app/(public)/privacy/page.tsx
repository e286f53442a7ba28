import { PublicPage } from "@/components/auth/public-page";
import { currentBrand } from "@/lib/brand/current";

export const metadata = { title: "Política de Privacidade" };

export default async function PrivacyPage() {
  const brand = await currentBrand();
  return (
    <PublicPage brand={brand}>
      <h1 className="text-center text-2xl font-bold">Política de Privacidade</h1>
    </PublicPage>
  );
}
