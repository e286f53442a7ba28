import { config } from "@/lib/platform/config";
import { log, maskDocument } from "@/lib/platform/log";
import { notifyCustomer } from "@/lib/notifications/notify";
import { hasOperatorToken } from "@/lib/platform/security/operator-token";
import { loadNotificationFeed } from "@/lib/notifications/load";
import { json, parseJsonBody, withCustomer } from "@/lib/notifications/route-helpers";
import { feedQuerySchema, operatorNotificationSchema } from "@/lib/notifications/validation";

export const dynamic = "force-dynamic";

/** An operator's notification at its schema's longest (title, message, link and category, in UTF-8). */
const OPERATOR_BODY_BYTES = 24 * 1024;

/**
 * The logged-in customer's notifications: ?status=unread|all&limit=1..100&order=priority|newest, one
 * page at a time: the answer's nextCursor, passed as ?after=, gives the next page (null at the end).
 */
export async function GET(request: Request) {
  return withCustomer(request, async (customer) => {
    const params = Object.fromEntries(new URL(request.url).searchParams);
    const query = feedQuerySchema.safeParse(params);
    if (!query.success) return json({ error: "Parâmetros inválidos" }, 422);
    const { status, limit, order, after } = query.data;
    return json(await loadNotificationFeed(customer.document, { unreadOnly: status === "unread", limit, order, after }));
  });
}

/**
 * Operators (and `npm run notify`): create a notification for a customer by tax id and
 * push it to their browsers, after answering. `Authorization: Bearer NOTIFY_API_TOKEN`.
 * Body: { documento, titulo, mensagem, tipo?, prioridade?, link?, categoria? }.
 */
export async function POST(request: Request) {
  const token = config().NOTIFY_API_TOKEN;
  if (!token) return json({ error: "NOTIFY_API_TOKEN não configurado neste servidor" }, 503);
  if (!hasOperatorToken(request.headers.get("authorization"), token)) {
    return json({ error: "Token inválido" }, 401, { "www-authenticate": 'Bearer realm="notificacoes"' });
  }
  const body = await parseJsonBody(request, operatorNotificationSchema, OPERATOR_BODY_BYTES);
  if (!body.ok) return body.response;
  const { documento: document, ...input } = body.data;
  const result = await notifyCustomer(document, input);
  if (!result) return json({ error: "Não foi possível criar a notificação" }, 500);
  log.info({ documento: maskDocument(document), id: result.notification.id }, "notificação criada pelo operador");
  // The push goes out after this answer (lib/notifications/push/background.ts); its outcome is in the server's log.
  return json({ id: result.notification.id, link: result.notification.link, push: "after-response" }, 201);
}
