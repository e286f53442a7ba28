import { createECDH, randomBytes } from "node:crypto";

/**
 * A browser's keys for a push subscription, as PushManager.subscribe() hands them out (base64url):
 * a real P-256 public key and a 16-byte auth secret, so web-push can encrypt for them.
 */
export function browserPushKeys(): { p256dh: string; auth: string } {
  const ecdh = createECDH("prime256v1");
  ecdh.generateKeys();
  return { p256dh: ecdh.getPublicKey("base64url"), auth: randomBytes(16).toString("base64url") };
}

/** A subscription as a browser's PushSubscription.toJSON() gives it to the subscription route (a push service's address by default). */
export function browserSubscription(endpoint = `https://fcm.googleapis.com/fcm/send/${randomBytes(8).toString("hex")}`) {
  return { endpoint, expirationTime: null, keys: browserPushKeys() };
}

/** A stored subscription (table push_subscriptions) of `document` at `endpoint`. */
export function storedSubscription(document: string, endpoint: string) {
  return { clienteDocumento: document, endpoint, ...browserPushKeys() };
}
