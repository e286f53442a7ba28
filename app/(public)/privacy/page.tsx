import { LegalPage } from "@/components/legal/legal-page";
import { LEGAL_UPDATED_AT, privacySections } from "@/config/legal";
import { currentBrand } from "@/lib/brand/current";

export const metadata = { title: "Política de Privacidade" };

export default async function PrivacyPage() {
  const brand = await currentBrand();
  return (
    <LegalPage brand={brand} title="Política de Privacidade" updatedAt={LEGAL_UPDATED_AT} sections={privacySections(brand)} />
  );
}
