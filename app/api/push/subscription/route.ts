import { LIMITS, routeOverLimit } from "@/lib/platform/rate-limit/limits";
import { log, maskDocument } from "@/lib/platform/log";
import { json, parseJsonBody, withCustomer } from "@/lib/notifications/route-helpers";
import { checkPushEndpoint, pushEndpointPolicy } from "@/lib/notifications/push/endpoint";
import { pushMessages } from "@/lib/notifications/push/messages";
import { pushSubscriptionSchema, pushUnsubscribeSchema } from "@/lib/notifications/push/schema";
import { removeSubscription, saveSubscription } from "@/lib/notifications/push/store";

export const dynamic = "force-dynamic";

/** A subscription with the longest endpoint its schema allows (2048) and its keys. */
const SUBSCRIPTION_BODY_BYTES = 4096;

/** Stores this browser's push subscription for the logged-in customer (toggle on, or renewed by the service worker). */
export async function POST(request: Request) {
  return withCustomer(request, async (customer) => {
    // The limiter first: a request past it is not read.
    const limited = await routeOverLimit(LIMITS.pushSubscription, customer.document);
    if (limited) return limited;
    const body = await parseJsonBody(request, pushSubscriptionSchema, SUBSCRIPTION_BODY_BYTES);
    if (!body.ok) return body.response;
    try {
      await checkPushEndpoint(body.data.endpoint, pushEndpointPolicy());
    } catch (error) {
      log.warn({ err: error instanceof Error ? error.message : error }, "inscrição de push recusada");
      return json({ error: "Dados inválidos", fieldErrors: { endpoint: pushMessages.endpointRefused } }, 422);
    }
    try {
      await saveSubscription(customer.document, body.data);
      return json({ ok: true }, 201);
    } catch (error) {
      log.error({ err: error, documento: maskDocument(customer.document) }, "erro ao salvar inscrição de push");
      return json({ error: "Não foi possível salvar a inscrição" }, 500);
    }
  });
}

/** Removes it (toggle off). */
export async function DELETE(request: Request) {
  return withCustomer(request, async (customer) => {
    const body = await parseJsonBody(request, pushUnsubscribeSchema, SUBSCRIPTION_BODY_BYTES);
    if (!body.ok) return body.response;
    try {
      return json({ removed: await removeSubscription(customer.document, body.data.endpoint) });
    } catch (error) {
      log.error({ err: error, documento: maskDocument(customer.document) }, "erro ao remover inscrição de push");
      return json({ error: "Não foi possível remover a inscrição" }, 500);
    }
  });
}
