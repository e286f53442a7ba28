import type { NotificationFeed } from "@/lib/notifications/view";
import { announceNotificationsChanged } from "@/lib/notifications/sync";

/* The browser's calls to the notification routes; failures come back as null/false (spec: silent). */

export type FeedRequest = { status: "unread" | "all"; limit: number; order?: "priority" | "newest"; after?: number };

export async function fetchNotificationFeed(request: FeedRequest): Promise<NotificationFeed | null> {
  const params = new URLSearchParams({ status: request.status, limit: String(request.limit), order: request.order ?? "priority" });
  if (request.after !== undefined) params.set("after", String(request.after));
  try {
    const response = await fetch(`/api/notifications?${params}`, { cache: "no-store", credentials: "same-origin" });
    if (!response.ok) return null;
    return (await response.json()) as NotificationFeed;
  } catch (error) {
    console.warn("Erro ao carregar notificações:", error);
    return null;
  }
}

/** Marks one notification (or all) read and tells every view to refresh. */
export async function markNotificationsRead(target: { id: number } | { todas: true }): Promise<boolean> {
  try {
    const response = await fetch("/api/notifications/read", {
      method: "POST",
      credentials: "same-origin",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(target),
    });
    if (!response.ok) return false;
    announceNotificationsChanged();
    return true;
  } catch (error) {
    console.warn("Erro ao marcar notificação como lida:", error);
    return false;
  }
}
