import { LegalPage } from "@/components/legal/legal-page";
import { LEGAL_UPDATED_AT, termsSections } from "@/config/legal";
import { prerenderedBrand, type BrandParams } from "@/lib/platform/brand/prerendered";

export const metadata = { title: "Termos de Uso" };

export default async function TermsPage({ params }: { params: BrandParams }) {
  const brand = await prerenderedBrand(params);
  return <LegalPage brand={brand} title="Termos de Uso" updatedAt={LEGAL_UPDATED_AT} sections={termsSections(brand)} />;
}
