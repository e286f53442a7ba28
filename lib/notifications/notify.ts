import "server-only";
import { normalizeDocument } from "@/lib/shared/br/document";
import { log, maskDocument } from "@/lib/platform/log";
import { pushAfterResponse } from "@/lib/notifications/push/background";
import type { PushPayload } from "@/lib/notifications/push/schema";
import { notificationInputSchema, type NotificationInput } from "@/lib/notifications/validation";
import { safeActionLink } from "./link";
import type { NotificationView } from "./view";
import { insertNotification } from "./store";

export type NotifyResult = { notification: NotificationView };

/** The push message for a stored notification; a click opens its link, else the notifications page. */
export function pushPayloadFor(notification: NotificationView): PushPayload {
  return {
    title: notification.titulo,
    body: notification.mensagem,
    url: notification.link ?? "/notifications",
    notificationId: notification.id,
    tag: `notificacao-${notification.id}`,
  };
}

/**
 * Creates a notification for a customer (tax id, any format) and pushes it to their
 * subscribed browsers after the response (lib/notifications/push/background.ts). For the operators' route
 * and the product's own events (trust release, ticket, boleto): it never throws and returns
 * null when nothing was stored, so a failed notification never fails the action that caused
 * it. An unsafe link is dropped (stored as null).
 */
export async function notifyCustomer(submitted: string, input: NotificationInput): Promise<NotifyResult | null> {
  const document = normalizeDocument(submitted);
  const parsed = notificationInputSchema.safeParse(input);
  if (!document || !parsed.success) {
    log.warn({ documento: maskDocument(document), issues: parsed.error?.issues.length }, "notificação inválida ignorada");
    return null;
  }
  const { titulo, mensagem, tipo, prioridade, link, categoria } = parsed.data;
  let notification: NotificationView;
  try {
    notification = await insertNotification({
      document,
      titulo,
      mensagem,
      tipo,
      prioridade,
      categoria,
      link: safeActionLink(link),
    });
  } catch (error) {
    log.error({ err: error, documento: maskDocument(document) }, "erro ao criar notificação");
    return null;
  }
  pushAfterResponse(document, pushPayloadFor(notification));
  return { notification };
}
