import { NotificationCenter } from "@/components/notifications/notification-center";
import { PushSettings } from "@/components/push/push-settings";
import { PageHeader } from "@/components/shell/page-header";
import { requireCustomer } from "@/lib/auth/session";
import { notificationMessages as m } from "@/lib/notifications/messages";
import { NOTIFICATIONS_PAGE_LIMIT } from "@/lib/notifications/limits";
import { loadNotificationPage } from "@/lib/notifications/load";
import { vapidPublicKey } from "@/lib/notifications/push/config";

export const metadata = { title: m.pageTitle };

export default async function NotificationsPage() {
  const customer = await requireCustomer();
  const { loadedAt, ...lists } = await loadNotificationPage(customer.document, NOTIFICATIONS_PAGE_LIMIT);
  return (
    <>
      <PageHeader title={m.pageTitle} description={m.pageDescription} />
      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_20rem]">
        <NotificationCenter initial={lists} serverNow={loadedAt} />
        <aside aria-label={m.settingsLabel}>
          <PushSettings vapidPublicKey={vapidPublicKey()} />
        </aside>
      </div>
    </>
  );
}
