"use client";

import { useRouter } from "next/navigation";
import { CheckCheck } from "lucide-react";
import { useCallback, useState } from "react";
import { toast } from "@/components/ui/toast";
import { Button } from "@/components/ui/button";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { notificationMessages as m } from "@/lib/notifications/messages";
import { NOTIFICATIONS_PAGE_LIMIT as PAGE_LIMIT } from "@/lib/notifications/limits";
import type { NotificationView } from "@/lib/notifications/present";
import { fetchNotificationFeed, markNotificationsRead } from "./api";
import { NotificationItem } from "./notification-item";
import { useNotificationRefresh, useRelativeClock } from "./use-notification-refresh";

export type NotificationLists = { unreadCount: number; unread: NotificationView[]; all: NotificationView[] };

type Props = { initial: NotificationLists; serverNow: number };

export function NotificationCenter({ initial, serverNow }: Props) {
  const router = useRouter();
  const [lists, setLists] = useState(initial);
  const [markingAll, setMarkingAll] = useState(false);
  const now = useRelativeClock(serverNow);

  const load = useCallback(async () => {
    const [unread, all] = await Promise.all([
      fetchNotificationFeed({ status: "unread", limit: PAGE_LIMIT }),
      fetchNotificationFeed({ status: "all", limit: PAGE_LIMIT }),
    ]);
    if (unread && all) setLists({ unreadCount: unread.unreadCount, unread: unread.notifications, all: all.notifications });
  }, []);
  useNotificationRefresh(load);

  function showRead(id: number) {
    setLists((current) => ({
      unreadCount: Math.max(0, current.unreadCount - (current.unread.some((n) => n.id === id) ? 1 : 0)),
      unread: current.unread.filter((n) => n.id !== id),
      all: current.all.map((n) => (n.id === id ? { ...n, visualizada: true } : n)),
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
      unread: [],
      all: current.all.map((n) => ({ ...n, visualizada: true })),
    }));
    toast.success(m.allMarkedRead);
    router.refresh();
  }

  const renderList = (items: NotificationView[], empty: string) =>
    items.length === 0 ? (
      <p className="rounded-lg border border-dashed p-8 text-center text-sm text-muted-foreground">{empty}</p>
    ) : (
      <ul className="space-y-3">
        {items.map((notification) => (
          <li key={notification.id}>
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
    );

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
      <TabsContent value="unread">{renderList(lists.unread, m.emptyUnread)}</TabsContent>
      <TabsContent value="all">{renderList(lists.all, m.emptyAll)}</TabsContent>
    </Tabs>
  );
}
