import { LegalPage } from "@/components/legal/legal-page";
import { LEGAL_UPDATED_AT, termsSections } from "@/config/legal";
import { currentBrand } from "@/lib/brand/current";

export const metadata = { title: "Termos de Uso" };

export default async function TermsPage() {
  const brand = await currentBrand();
  return <LegalPage brand={brand} title="Termos de Uso" updatedAt={LEGAL_UPDATED_AT} sections={termsSections(brand)} />;
}
