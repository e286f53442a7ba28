import { PageHeader } from "@/components/shell/page-header";

export const metadata = { title: "Liberação Imediata" };

export default function TrustReleasePage() {
  return <PageHeader title="Liberação Imediata" />;
}
