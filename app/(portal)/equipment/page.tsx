import { PageHeader } from "@/components/shell/page-header";

export const metadata = { title: "Meu Equipamento" };

export default function EquipmentPage() {
  return <PageHeader title="Meu Equipamento" />;
}
