import { PageHeader } from "@/components/shell/page-header";

export const metadata = { title: "Meu Perfil" };

export default function ProfilePage() {
  return <PageHeader title="Meu Perfil" />;
}
