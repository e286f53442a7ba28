import { PageHeader } from "@/components/shell/page-header";

export const metadata = { title: "Suporte Tecnico" };

export default function SupportPage() {
  return <PageHeader title="Suporte Tecnico" />;
}
