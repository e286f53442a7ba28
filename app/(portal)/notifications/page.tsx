import { PageHeader } from "@/components/shell/page-header";

export const metadata = { title: "Notificações" };

export default function NotificationsPage() {
  return <PageHeader title="Notificações" />;
}
