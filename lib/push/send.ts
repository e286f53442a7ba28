import "server-only";
import webpush from "web-push";
import { log, maskDocument } from "@/lib/log";
import { vapidDetails, type VapidDetails } from "./config";
import type { PushPayload } from "./schema";
import { forgetEndpoint, listSubscriptions, type StoredSubscription } from "./subscriptions";

export type PushReport = { sent: number; removed: number; failed: number };
export type DeliveryOutcome = "sent" | "gone" | "failed";

const PUSH_TIMEOUT_MS = 10_000;
/** Kept for a day by the push service when the browser is offline. */
const PUSH_TTL_SECONDS = 24 * 60 * 60;
/** Push services accept about 4 KB of payload; a long message is cut for the system notification. */
const BODY_MAX = 400;

/**
 * Sends one encrypted message (RFC 8291 aes128gcm, VAPID-signed) to one subscription.
 * web-push builds the request; it is sent with fetch so it follows this app's timeout,
 * never follows redirects, and works with any endpoint the tests stand up.
 */
export async function deliverPush(
  subscription: StoredSubscription,
  payload: PushPayload,
  vapid: VapidDetails,
): Promise<DeliveryOutcome> {
  const message: PushPayload = {
    ...payload,
    body: payload.body.length > BODY_MAX ? `${payload.body.slice(0, BODY_MAX - 1)}…` : payload.body,
  };
  try {
    const request = webpush.generateRequestDetails(
      { endpoint: subscription.endpoint, keys: { p256dh: subscription.p256dh, auth: subscription.auth } },
      JSON.stringify(message),
      { vapidDetails: vapid, TTL: PUSH_TTL_SECONDS, contentEncoding: "aes128gcm" },
    );
    const headers = new Headers();
    for (const [name, value] of Object.entries(request.headers)) {
      if (name.toLowerCase() !== "content-length") headers.set(name, String(value));
    }
    const response = await fetch(request.endpoint, {
      method: "POST",
      headers,
      body: request.body ? new Uint8Array(request.body) : null,
      redirect: "manual",
      cache: "no-store",
      signal: AbortSignal.timeout(PUSH_TIMEOUT_MS),
    });
    await response.body?.cancel().catch(() => {});
    if (response.status === 404 || response.status === 410) return "gone";
    if (response.ok) return "sent";
    log.warn({ status: response.status, host: new URL(subscription.endpoint).host }, "serviço de push recusou a mensagem");
    return "failed";
  } catch (error) {
    log.warn({ err: error, host: safeHost(subscription.endpoint) }, "falha ao enviar push");
    return "failed";
  }
}

function safeHost(endpoint: string): string {
  try {
    return new URL(endpoint).host;
  } catch {
    return "?";
  }
}

/**
 * Sends the payload to every subscription of the customer; the ones the push service
 * reports gone (404/410) are removed. Without VAPID keys nothing is sent. Never throws.
 */
export async function sendPushToCustomer(documento: string, payload: PushPayload): Promise<PushReport> {
  const report: PushReport = { sent: 0, removed: 0, failed: 0 };
  const vapid = vapidDetails();
  if (!vapid) return report;
  let subscriptions: StoredSubscription[];
  try {
    subscriptions = await listSubscriptions(documento);
  } catch (error) {
    log.error({ err: error, documento: maskDocument(documento) }, "erro ao ler inscrições de push");
    return report;
  }
  const outcomes = await Promise.all(subscriptions.map((s) => deliverPush(s, payload, vapid)));
  for (const [index, outcome] of outcomes.entries()) {
    if (outcome === "sent") report.sent++;
    else if (outcome === "failed") report.failed++;
    else {
      report.removed++;
      await forgetEndpoint(subscriptions[index]!.endpoint).catch((error: unknown) =>
        log.error({ err: error }, "erro ao remover inscrição de push expirada"),
      );
    }
  }
  return report;
}
