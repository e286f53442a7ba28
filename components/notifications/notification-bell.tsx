"use client";

import { useRouter } from "next/navigation";
import { useCallback, useEffect, useRef, useState } from "react";
import { toast } from "@/components/ui/toast";
import { useServiceWorkerRegistration } from "@/components/push/use-service-worker";
import { useOnDemandTrigger } from "@/components/ui/use-on-demand";
import { notificationMessages as m } from "@/lib/notifications/messages";
import { BELL_LIMIT } from "@/lib/notifications/limits";
import type { NotificationFeed, NotificationView } from "@/lib/notifications/view";
import { fetchNotificationFeed, markNotificationsRead } from "./api";
import { BellButton } from "./bell-button";
import { useNotificationRefresh, useRelativeClock } from "./use-notification-refresh";

// The popover (Radix, popper) and its list are fetched when the bell is about to be used.
const loadPopover = () => import("./notification-popover").then((mod) => mod.NotificationPopover);

type Props = {
  /** The layout's server-side count, shown until the first fetch. */
  initialUnreadCount: number;
};

export function NotificationBell({ initialUnreadCount }: Props) {
  const router = useRouter();
  const [open, setOpen] = useState(false);
  const [feed, setFeed] = useState<NotificationFeed>({ unreadCount: initialUnreadCount, notifications: [], nextCursor: null });
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

  useNotificationRefresh(load);
  useServiceWorkerRegistration();

  async function markRead(notification: NotificationView) {
    setFeed((current) => ({
      ...current,
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

  function onOpenChange(next: boolean) {
    setOpen(next);
    if (next) void load();
  }

  const { Component: Popover, focused, placeholderProps } = useOnDemandTrigger(loadPopover, { onPress: () => onOpenChange(true) });
  if (!Popover) return <BellButton unreadCount={feed.unreadCount} aria-haspopup="dialog" {...placeholderProps} />;
  return (
    <Popover
      open={open}
      onOpenChange={onOpenChange}
      trigger={<BellButton unreadCount={feed.unreadCount} autoFocus={focused} />}
      feed={feed}
      loaded={loaded}
      now={now}
      onMarkRead={markRead}
      onOpenLink={openLink}
    />
  );
}
