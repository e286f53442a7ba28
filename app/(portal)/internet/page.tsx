import { PageHeader } from "@/components/shell/page-header";

export const metadata = { title: "Consumo Internet" };

export default function InternetPage() {
  return <PageHeader title="Consumo Internet" />;
}
