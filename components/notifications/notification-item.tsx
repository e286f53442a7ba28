"use client";

import { AlertTriangle, CheckCircle2, ExternalLink, Check, Info, XCircle, type LucideIcon } from "lucide-react";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { notificationMessages as m } from "@/lib/notifications/messages";
import { notificationTime, priorityTone, type NotificationKind, type NotificationView, type PriorityTone } from "@/lib/notifications/view";
import { cn } from "@/lib/shared/cn";

const kindIcons: Record<NotificationKind, LucideIcon> = {
  success: CheckCircle2,
  warning: AlertTriangle,
  error: XCircle,
  info: Info,
};

/** The priority's colour on the icon and the left border: red, yellow, blue (theme tokens so both modes keep contrast). */
const toneClasses: Record<PriorityTone, { icon: string; border: string }> = {
  danger: { icon: "text-destructive", border: "border-l-destructive" },
  warning: { icon: "text-warning", border: "border-l-warning" },
  info: { icon: "text-info", border: "border-l-info" },
};

type Props = {
  notification: NotificationView;
  now: number;
  /** 'compact' in the bell (the whole entry is the link), 'full' on the page (an 'Abrir' link). */
  variant: "compact" | "full";
  onMarkRead: (notification: NotificationView) => void;
  /** The action link was followed (it opens in a new tab). */
  onOpen: (notification: NotificationView) => void;
};

export function NotificationItem({ notification, now, variant, onMarkRead, onOpen }: Props) {
  const tone = toneClasses[priorityTone(notification.prioridade)];
  const Icon = kindIcons[notification.tipo];
  const time = notificationTime(notification.dataCriacao, new Date(now));
  const compact = variant === "compact";

  const body = (
    <>
      <Icon className={cn("mt-0.5 size-5 shrink-0", tone.icon)} aria-label={m.kindLabel[notification.tipo]} role="img" />
      <span className="min-w-0 flex-1 space-y-0.5">
        <span className="flex items-start justify-between gap-2">
          <span className={cn("font-medium break-words", !notification.visualizada && "font-semibold")}>{notification.titulo}</span>
          <time dateTime={notification.dataCriacao} className="shrink-0 text-xs text-muted-foreground">
            {time}
          </time>
        </span>
        <span className={cn("block text-sm text-muted-foreground break-words", compact && "line-clamp-2")}>{notification.mensagem}</span>
      </span>
    </>
  );

  const markRead = !notification.visualizada && (
    <Button
      type="button"
      variant="ghost"
      size={compact ? "icon-sm" : "sm"}
      onClick={() => onMarkRead(notification)}
      aria-label={m.markReadOf(notification.titulo)}
      title={m.markRead}
    >
      <Check aria-hidden />
      {!compact && m.markRead}
    </Button>
  );

  const entryClasses = "flex min-w-0 flex-1 items-start gap-3 rounded-md text-left";

  return (
    <article
      className={cn("flex gap-2 border-l-4", tone.border, compact ? "px-3 py-2" : "rounded-lg border bg-card p-3 sm:p-4")}
      data-testid="notification-item"
      data-priority={notification.prioridade}
      aria-label={notification.titulo}
    >
      <div className="flex min-w-0 flex-1 flex-col gap-2">
        {compact && notification.link ? (
          <a
            href={notification.link}
            target="_blank"
            rel="noopener noreferrer"
            onClick={() => onOpen(notification)}
            className={cn(entryClasses, "outline-none hover:bg-accent/60 focus-visible:ring-2 focus-visible:ring-ring")}
          >
            {body}
            <span className="sr-only">{m.opensInNewTab}</span>
          </a>
        ) : (
          <div className={entryClasses}>{body}</div>
        )}
        {!compact && (
          <div className="flex flex-wrap items-center gap-2 pl-8">
            {notification.visualizada ? <Badge variant="outline">{m.readBadge}</Badge> : <Badge variant="info">{m.newBadge}</Badge>}
            {notification.link && (
              <Button asChild variant="outline" size="sm">
                <a href={notification.link} target="_blank" rel="noopener noreferrer" onClick={() => onOpen(notification)}>
                  <ExternalLink aria-hidden />
                  {m.openLink}
                  <span className="sr-only">{m.opensInNewTab}</span>
                </a>
              </Button>
            )}
            {markRead}
          </div>
        )}
      </div>
      {compact && markRead}
    </article>
  );
}
