"use client";

import { useRouter } from "next/navigation";
import { CheckCheck } from "lucide-react";
import { useCallback, useEffect, useState } from "react";
import { toast } from "@/components/ui/toast";
import { Button } from "@/components/ui/button";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { notificationMessages as m } from "@/lib/notifications/messages";
import { NOTIFICATIONS_PAGE_LIMIT as PAGE_LIMIT } from "@/lib/notifications/limits";
import { appendPage, withFreshFirstPage } from "@/lib/notifications/pages";
import type { NotificationPage, NotificationView } from "@/lib/notifications/view";
import { fetchNotificationFeed, markNotificationsRead } from "./api";
import { NotificationItem } from "./notification-item";
import { useNotificationRefresh, useRelativeClock } from "./use-notification-refresh";

export type NotificationLists = { unreadCount: number; unread: NotificationPage; all: NotificationPage };
type Tab = "unread" | "all";

type Props = { initial: NotificationLists; serverNow: number };

const itemId = (id: number) => `notificacao-${id}`;

export function NotificationCenter({ initial, serverNow }: Props) {
  const router = useRouter();
  const [lists, setLists] = useState(initial);
  const [markingAll, setMarkingAll] = useState(false);
  const [loadingMore, setLoadingMore] = useState<Tab | null>(null);
  /** The first notification 'Carregar mais' brought, which gets the keyboard focus. */
  const [focusId, setFocusId] = useState<number | null>(null);
  const now = useRelativeClock(serverNow);

  const load = useCallback(async () => {
    const [unread, all] = await Promise.all([
      fetchNotificationFeed({ status: "unread", limit: PAGE_LIMIT }),
      fetchNotificationFeed({ status: "all", limit: PAGE_LIMIT }),
    ]);
    if (!unread || !all) return;
    setLists((current) => ({
      unreadCount: unread.unreadCount,
      unread: withFreshFirstPage(current.unread, unread),
      all: withFreshFirstPage(current.all, all),
    }));
  }, []);
  useNotificationRefresh(load);

  useEffect(() => {
    if (focusId !== null) document.getElementById(itemId(focusId))?.focus();
  }, [focusId]);

  async function loadMore(tab: Tab) {
    const cursor = lists[tab].nextCursor;
    if (cursor === null || loadingMore) return;
    setLoadingMore(tab);
    const next = await fetchNotificationFeed({ status: tab, limit: PAGE_LIMIT, after: cursor });
    setLoadingMore(null);
    if (!next) {
      toast.error(m.loadMoreFailed);
      return;
    }
    setLists((current) => ({ ...current, unreadCount: next.unreadCount, [tab]: appendPage(current[tab], next) }));
    const first = next.notifications.find((n) => !lists[tab].notifications.some((shown) => shown.id === n.id));
    if (first) setFocusId(first.id);
  }

  function showRead(id: number) {
    setLists((current) => ({
      unreadCount: Math.max(0, current.unreadCount - (current.unread.notifications.some((n) => n.id === id) ? 1 : 0)),
      unread: { ...current.unread, notifications: current.unread.notifications.filter((n) => n.id !== id) },
      all: { ...current.all, notifications: current.all.notifications.map((n) => (n.id === id ? { ...n, visualizada: true } : n)) },
    }));
  }

  async function markRead(notification: NotificationView) {
    if (notification.visualizada) return;
    showRead(notification.id);
    if (await markNotificationsRead({ id: notification.id })) router.refresh();
    else {
      toast.error(m.markReadFailed);
      void load();
    }
  }

  async function markAll() {
    setMarkingAll(true);
    const ok = await markNotificationsRead({ todas: true });
    setMarkingAll(false);
    if (!ok) {
      toast.error(m.markReadFailed);
      return;
    }
    setLists((current) => ({
      unreadCount: 0,
      unread: { notifications: [], nextCursor: null },
      all: { ...current.all, notifications: current.all.notifications.map((n) => ({ ...n, visualizada: true })) },
    }));
    toast.success(m.allMarkedRead);
    router.refresh();
  }

  const renderList = (tab: Tab, empty: string) => {
    const { notifications, nextCursor } = lists[tab];
    if (notifications.length === 0) {
      return <p className="rounded-lg border border-dashed p-8 text-center text-sm text-muted-foreground">{empty}</p>;
    }
    return (
      <div className="space-y-4">
        <ul className="space-y-3">
          {notifications.map((notification) => (
            <li
              key={notification.id}
              id={itemId(notification.id)}
              tabIndex={-1}
              className="rounded-lg outline-none focus-visible:ring-2 focus-visible:ring-ring"
            >
              <NotificationItem
                notification={notification}
                now={now}
                variant="full"
                onMarkRead={(n) => void markRead(n)}
                onOpen={(n) => void markRead(n)}
              />
            </li>
          ))}
        </ul>
        {nextCursor !== null && (
          <div className="flex justify-center">
            <Button variant="outline" className="w-full sm:w-auto" onClick={() => void loadMore(tab)} disabled={loadingMore !== null}>
              {loadingMore === tab ? m.loadingMore : m.loadMore}
            </Button>
          </div>
        )}
      </div>
    );
  };

  return (
    <Tabs defaultValue="unread" className="gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <TabsList>
          <TabsTrigger value="unread">{m.tabUnread(lists.unreadCount)}</TabsTrigger>
          <TabsTrigger value="all">{m.tabAll}</TabsTrigger>
        </TabsList>
        <Button variant="outline" size="sm" onClick={() => void markAll()} disabled={lists.unreadCount === 0 || markingAll}>
          <CheckCheck aria-hidden />
          {m.markAllRead}
        </Button>
      </div>
      <TabsContent value="unread">{renderList("unread", m.emptyUnread)}</TabsContent>
      <TabsContent value="all">{renderList("all", m.emptyAll)}</TabsContent>
    </Tabs>
  );
}
