import "server-only";
import { countUnreadNotifications, listNotifications, type ListOptions } from "./store";
import type { NotificationFeed, NotificationPage } from "./view";

/** One page of a list (`limit` rows) and the cursor of the next, if any; an empty page on failure. */
export async function listNotificationPage(document: string, options: ListOptions = {}): Promise<NotificationPage> {
  const limit = options.limit ?? 100;
  const rows = await listNotifications(document, { ...options, limit: limit + 1 });
  const notifications = rows.slice(0, limit);
  return { notifications, nextCursor: rows.length > limit ? notifications[notifications.length - 1]!.id : null };
}

export async function loadNotificationFeed(document: string, options: ListOptions = {}): Promise<NotificationFeed> {
  const [unreadCount, page] = await Promise.all([countUnreadNotifications(document), listNotificationPage(document, options)]);
  return { unreadCount, ...page };
}

/** The notifications page's first render: the first page of both tabs, and when they were read (for relative times). */
export async function loadNotificationPage(document: string, limit: number) {
  const [unread, all] = await Promise.all([
    loadNotificationFeed(document, { unreadOnly: true, limit }),
    listNotificationPage(document, { limit }),
  ]);
  return {
    unreadCount: unread.unreadCount,
    unread: { notifications: unread.notifications, nextCursor: unread.nextCursor },
    all,
    loadedAt: Date.now(),
  };
}
