import { LegalPage } from "@/components/legal/legal-page";
import { LEGAL_UPDATED_AT, privacySections } from "@/config/legal";
import { prerenderedBrand, type BrandParams } from "@/lib/platform/brand/prerendered";

export const metadata = { title: "Política de Privacidade" };

export default async function PrivacyPage({ params }: { params: BrandParams }) {
  const brand = await prerenderedBrand(params);
  return <LegalPage brand={brand} title="Política de Privacidade" updatedAt={LEGAL_UPDATED_AT} sections={privacySections(brand)} />;
}
