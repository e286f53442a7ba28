import { z } from "zod";
import { base64UrlToBytes } from "./base64url";
import { pushMessages } from "./messages";

/**
 * A browser's PushSubscription.toJSON(). The endpoint is where the server will POST,
 * so it must be an https URL on a named host: browsers' push services always are. A
 * first filter; lib/notifications/push/endpoint.ts then checks the host against the known push
 * services and every address it resolves to.
 */
function isPublicHost(endpoint: string): boolean {
  let host: string;
  try {
    host = new URL(endpoint).hostname.toLowerCase();
  } catch {
    return false;
  }
  if (host === "localhost" || host.endsWith(".localhost") || host.endsWith(".local")) return false;
  if (host.startsWith("[") || /^[\d.]+$/.test(host)) return false;
  return host.includes(".");
}

const keyOfLength = (bytes: number, check?: (decoded: Uint8Array) => boolean) =>
  z
    .string()
    .max(200)
    .refine((value) => {
      const decoded = base64UrlToBytes(value);
      return decoded !== null && decoded.length === bytes && (check?.(decoded) ?? true);
    }, "Chave de inscrição inválida");

export const pushEndpointSchema = z
  .url({ protocol: /^https$/ })
  .max(2048)
  .refine(isPublicHost, pushMessages.endpointRefused);

export const pushSubscriptionSchema = z.object({
  endpoint: pushEndpointSchema,
  expirationTime: z.number().nullish(),
  keys: z.object({
    // An uncompressed P-256 point: 65 bytes starting with 0x04.
    p256dh: keyOfLength(65, (decoded) => decoded[0] === 4),
    auth: keyOfLength(16),
  }),
});

export const pushUnsubscribeSchema = z.object({ endpoint: z.string().max(2048) });

export type PushSubscriptionInput = z.output<typeof pushSubscriptionSchema>;

/** What the service worker receives (public/sw.js reads these fields). */
export type PushPayload = {
  title: string;
  body: string;
  /** A same-site path or an http(s) URL, already sanitized. */
  url: string;
  notificationId?: number;
  tag?: string;
};
