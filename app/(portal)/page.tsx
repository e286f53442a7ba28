import { PageHeader } from "@/components/shell/page-header";
import { requireCustomer } from "@/lib/auth/session";

export const metadata = { title: "Dashboard" };

export default async function DashboardPage() {
  const customer = await requireCustomer();
  return <PageHeader title={`Olá, ${customer.nome.split(" ")[0]}!`} description="Bem-vindo à sua Central do Assinante." />;
}
