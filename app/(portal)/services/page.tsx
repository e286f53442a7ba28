import { PageHeader } from "@/components/shell/page-header";

export const metadata = { title: "Meus Serviços" };

export default function ServicesPage() {
  return <PageHeader title="Meus Serviços" />;
}
