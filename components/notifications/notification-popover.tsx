"use client";

import Link from "next/link";
import type { ReactElement } from "react";
import { Button } from "@/components/ui/button";
import { Popover, PopoverContent, PopoverTrigger } from "@/components/ui/popover";
import { Skeleton } from "@/components/ui/skeleton";
import { notificationMessages as m } from "@/lib/notifications/messages";
import type { NotificationFeed, NotificationView } from "@/lib/notifications/view";
import { NotificationItem } from "./notification-item";

type Props = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The bell button. */
  trigger: ReactElement;
  feed: NotificationFeed;
  /** False until the first fetch answered: the list shows placeholders. */
  loaded: boolean;
  now: number;
  onMarkRead: (notification: NotificationView) => void;
  onOpenLink: (notification: NotificationView) => void;
};

/** The bell's popover: the newest unread notifications and a link to all of them. Loaded on demand by NotificationBell. */
export function NotificationPopover({ open, onOpenChange, trigger, feed, loaded, now, onMarkRead, onOpenLink }: Props) {
  return (
    <Popover open={open} onOpenChange={onOpenChange}>
      <PopoverTrigger asChild>{trigger}</PopoverTrigger>
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
                  <NotificationItem notification={notification} now={now} variant="compact" onMarkRead={onMarkRead} onOpen={onOpenLink} />
                </li>
              ))}
            </ul>
          )}
        </div>
        <div className="border-t p-2">
          <Button asChild variant="ghost" className="w-full">
            <Link href="/notifications" onClick={() => onOpenChange(false)}>
              {m.viewAll}
            </Link>
          </Button>
        </div>
      </PopoverContent>
    </Popover>
  );
}
