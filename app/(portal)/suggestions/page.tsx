import { PageHeader } from "@/components/shell/page-header";

export const metadata = { title: "Minhas Sugestoes" };

export default function SuggestionsPage() {
  return <PageHeader title="Minhas Sugestoes" />;
}
