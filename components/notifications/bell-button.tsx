import { Bell } from "lucide-react";
import type { ComponentProps } from "react";
import { Button } from "@/components/ui/button";
import { formatUnreadBadge } from "@/lib/notifications/badge";
import { notificationMessages as m } from "@/lib/notifications/messages";

/** The header's bell with the unread count ('9+' above nine). */
export function BellButton({ unreadCount, ...props }: ComponentProps<typeof Button> & { unreadCount: number }) {
  const badge = formatUnreadBadge(unreadCount);
  return (
    <Button variant="ghost" size="icon" className="relative" aria-label={m.bellLabel(unreadCount)} {...props}>
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
  );
}
