import { PageHeader } from "@/components/shell/page-header";

export const metadata = { title: "Faturas" };

export default function InvoicesPage() {
  return <PageHeader title="Faturas" />;
}
