import "server-only";
import https from "node:https";
import webpush from "web-push";
import { log, maskDocument } from "@/lib/platform/log";
import { countPush, recordUpstreamCall } from "@/lib/platform/observability/metrics";
import { inClientSpan } from "@/lib/platform/observability/tracing";
import { vapidDetails, type VapidDetails } from "./config";
import { checkEndpointUrl, pinnedLookup, pushEndpointPolicy, PushEndpointRefused, type PushEndpointPolicy } from "./endpoint";
import type { PushPayload } from "./schema";
import { forgetEndpoint, listSubscriptions, type StoredSubscription } from "./store";

export type PushReport = { sent: number; removed: number; failed: number };
export type DeliveryOutcome = "sent" | "gone" | "failed";

const PUSH_TIMEOUT_MS = 10_000;
/** Kept for a day by the push service when the browser is offline. */
const PUSH_TTL_SECONDS = 24 * 60 * 60;
/** Push services accept about 4 KB of payload; a long message is cut for the system notification. */
const BODY_MAX = 400;

/**
 * One POST to a push service, checked as at subscription (https, a known push service's
 * host) and connected only to the addresses that passed the check (lib/notifications/push/endpoint.ts).
 * Redirects are never followed; the answer's body is not read.
 */
function postToPushService(url: URL, headers: Record<string, string>, body: Buffer, policy: PushEndpointPolicy): Promise<number> {
  return new Promise((resolve, reject) => {
    const request = https.request(
      url,
      { method: "POST", headers, lookup: pinnedLookup(policy), agent: false, signal: AbortSignal.timeout(PUSH_TIMEOUT_MS) },
      (response) => {
        response.resume();
        resolve(response.statusCode ?? 0);
      },
    );
    request.on("error", reject);
    request.end(body);
  });
}

/** postToPushService in a span, timed as the upstream "push". */
async function tracedPost(url: URL, headers: Record<string, string>, body: Buffer, policy: PushEndpointPolicy): Promise<number> {
  const attributes = { "upstream.name": "push", "http.request.method": "POST", "server.address": url.hostname };
  return inClientSpan("push POST", attributes, async (span) => {
    const started = performance.now();
    let outcome: "ok" | "unavailable" = "unavailable";
    try {
      const status = await postToPushService(url, headers, body, policy);
      span.setAttribute("http.response.status_code", status);
      if (status < 500) outcome = "ok";
      return status;
    } finally {
      recordUpstreamCall("push", outcome, (performance.now() - started) / 1000);
    }
  });
}

/**
 * Sends one encrypted message (RFC 8291 aes128gcm, VAPID-signed) to one subscription.
 * web-push builds the request; it is sent by postToPushService, with this app's timeout.
 */
export async function deliverPush(
  subscription: StoredSubscription,
  payload: PushPayload,
  vapid: VapidDetails,
  policy: PushEndpointPolicy,
): Promise<DeliveryOutcome> {
  const outcome = await attemptDelivery(subscription, payload, vapid, policy);
  countPush(outcome);
  return outcome;
}

async function attemptDelivery(
  subscription: StoredSubscription,
  payload: PushPayload,
  vapid: VapidDetails,
  policy: PushEndpointPolicy,
): Promise<DeliveryOutcome> {
  const message: PushPayload = {
    ...payload,
    body: payload.body.length > BODY_MAX ? `${payload.body.slice(0, BODY_MAX - 1)}…` : payload.body,
  };
  try {
    const url = checkEndpointUrl(subscription.endpoint, policy);
    const request = webpush.generateRequestDetails(
      { endpoint: subscription.endpoint, keys: { p256dh: subscription.p256dh, auth: subscription.auth } },
      JSON.stringify(message),
      { vapidDetails: vapid, TTL: PUSH_TTL_SECONDS, contentEncoding: "aes128gcm" },
    );
    const headers = Object.fromEntries(Object.entries(request.headers).map(([name, value]) => [name, String(value)]));
    const status = await tracedPost(url, headers, request.body ?? Buffer.alloc(0), policy);
    if (status === 404 || status === 410) return "gone";
    if (status >= 200 && status < 300) return "sent";
    log.warn({ status, host: url.host }, "serviço de push recusou a mensagem");
    return "failed";
  } catch (error) {
    const refused = error instanceof PushEndpointRefused;
    log.warn(
      { err: refused ? error.message : error, host: safeHost(subscription.endpoint) },
      refused ? "push recusado: endereço não permitido" : "falha ao enviar push",
    );
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
export async function sendPushToCustomer(document: string, payload: PushPayload): Promise<PushReport> {
  const report: PushReport = { sent: 0, removed: 0, failed: 0 };
  const vapid = vapidDetails();
  if (!vapid) return report;
  let subscriptions: StoredSubscription[];
  try {
    subscriptions = await listSubscriptions(document);
  } catch (error) {
    log.error({ err: error, documento: maskDocument(document) }, "erro ao ler inscrições de push");
    return report;
  }
  const policy = pushEndpointPolicy();
  const outcomes = await Promise.all(subscriptions.map((s) => deliverPush(s, payload, vapid, policy)));
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
