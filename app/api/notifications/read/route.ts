import { log, maskDocument } from "@/lib/platform/log";
import { markAllNotificationsRead, markNotificationRead } from "@/lib/notifications/store";
import { json, parseJsonBody, withCustomer } from "@/lib/notifications/route-helpers";
import { markReadSchema } from "@/lib/notifications/validation";

export const dynamic = "force-dynamic";

/** Marks { id } or { todas: true } of the logged-in customer's notifications read (pages and service worker). */
export async function POST(request: Request) {
  return withCustomer(request, async (customer) => {
    const body = await parseJsonBody(request, markReadSchema);
    if (!body.ok) return body.response;
    try {
      const updated =
        "id" in body.data ? await markNotificationRead(customer.document, body.data.id) : await markAllNotificationsRead(customer.document);
      return json({ updated });
    } catch (error) {
      log.error({ err: error, documento: maskDocument(customer.document) }, "erro ao marcar notificação como lida");
      return json({ error: "Não foi possível atualizar as notificações" }, 500);
    }
  });
}
