"use client";

import Link from "next/link";
import { useRouter } from "next/navigation";
import { Bell } from "lucide-react";
import { useCallback, useEffect, useRef, useState } from "react";
import { toast } from "sonner";
import { useServiceWorkerRegistration } from "@/components/push/use-service-worker";
import { Button } from "@/components/ui/button";
import { Popover, PopoverContent, PopoverTrigger } from "@/components/ui/popover";
import { Skeleton } from "@/components/ui/skeleton";
import { formatUnreadBadge } from "@/lib/notifications/badge";
import { notificationMessages as m } from "@/lib/notifications/messages";
import { BELL_LIMIT, type NotificationFeed, type NotificationView } from "@/lib/notifications/present";
import { fetchNotificationFeed, markNotificationsRead } from "./api";
import { NotificationItem } from "./notification-item";
import { NOTIFICATIONS_POLL_MS, useNotificationRefresh, useRelativeClock } from "./use-notification-refresh";

type Props = {
  /** The layout's server-side count, shown until the first fetch. */
  initialUnreadCount: number;
  /** Polling interval; only tests change it. */
  pollIntervalMs?: number;
};

export function NotificationBell({ initialUnreadCount, pollIntervalMs = NOTIFICATIONS_POLL_MS }: Props) {
  const router = useRouter();
  const [open, setOpen] = useState(false);
  const [feed, setFeed] = useState<NotificationFeed>({ unreadCount: initialUnreadCount, notifications: [] });
  const [loaded, setLoaded] = useState(false);
  const [renderedAt] = useState(() => Date.now());
  const now = useRelativeClock(renderedAt);
  // A newer server render (router.refresh) brings a fresher count: adopt it.
  const [seenCount, setSeenCount] = useState(initialUnreadCount);
  if (initialUnreadCount !== seenCount) {
    setSeenCount(initialUnreadCount);
    setFeed((current) => ({ ...current, unreadCount: initialUnreadCount }));
  }
  // The count the server-rendered shell (sidebar badge) last showed.
  const shellCount = useRef(initialUnreadCount);
  useEffect(() => {
    shellCount.current = initialUnreadCount;
  }, [initialUnreadCount]);

  const load = useCallback(async () => {
    const next = await fetchNotificationFeed({ status: "unread", limit: BELL_LIMIT, order: "newest" });
    if (!next) return;
    setFeed(next);
    setLoaded(true);
    if (next.unreadCount !== shellCount.current) {
      // Re-render the server shell so the sidebar badge shows the same count.
      shellCount.current = next.unreadCount;
      router.refresh();
    }
  }, [router]);

  useNotificationRefresh(load, pollIntervalMs);
  useServiceWorkerRegistration();

  async function markRead(notification: NotificationView) {
    setFeed((current) => ({
      unreadCount: Math.max(0, current.unreadCount - 1),
      notifications: current.notifications.filter((n) => n.id !== notification.id),
    }));
    if (!(await markNotificationsRead({ id: notification.id }))) {
      toast.error(m.markReadFailed);
      void load();
    }
  }

  function openLink(notification: NotificationView) {
    setOpen(false);
    void markRead(notification);
  }

  const badge = formatUnreadBadge(feed.unreadCount);

  return (
    <Popover
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (next) void load();
      }}
    >
      <PopoverTrigger asChild>
        <Button variant="ghost" size="icon" className="relative" aria-label={m.bellLabel(feed.unreadCount)}>
          <Bell className="size-5" aria-hidden />
          {badge && (
            <span
              data-testid="bell-badge"
              aria-hidden
              className="absolute -top-0.5 -right-0.5 min-w-5 rounded-full bg-destructive px-1 text-center text-[10px] leading-5 font-semibold text-destructive-foreground"
            >
              {badge}
            </span>
          )}
        </Button>
      </PopoverTrigger>
      <PopoverContent align="end" className="w-[22rem] p-0" aria-label={m.popoverTitle}>
        <div className="border-b px-4 py-3">
          <p className="font-semibold">{m.popoverTitle}</p>
        </div>
        <div className="max-h-[min(24rem,60dvh)] overflow-y-auto">
          {!loaded ? (
            <div className="space-y-2 p-4" aria-hidden>
              <Skeleton className="h-12" />
              <Skeleton className="h-12" />
            </div>
          ) : feed.notifications.length === 0 ? (
            <p className="px-4 py-6 text-center text-sm text-muted-foreground">{m.emptyUnread}</p>
          ) : (
            <ul aria-label={m.listLabel} className="divide-y">
              {feed.notifications.map((notification) => (
                <li key={notification.id}>
                  <NotificationItem
                    notification={notification}
                    now={now}
                    variant="compact"
                    onMarkRead={markRead}
                    onOpen={openLink}
                  />
                </li>
              ))}
            </ul>
          )}
        </div>
        <div className="border-t p-2">
          <Button asChild variant="ghost" className="w-full">
            <Link href="/notifications" onClick={() => setOpen(false)}>
              {m.viewAll}
            </Link>
          </Button>
        </div>
      </PopoverContent>
    </Popover>
  );
}
