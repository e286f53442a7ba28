import { PublicPage } from "@/components/auth/public-page";
import { currentBrand } from "@/lib/brand/current";

export const metadata = { title: "Esqueci minha senha" };

export default async function ForgotPasswordPage() {
  const brand = await currentBrand();
  return (
    <PublicPage brand={brand}>
      <h1 className="text-center text-2xl font-bold">Esqueci minha senha</h1>
    </PublicPage>
  );
}
