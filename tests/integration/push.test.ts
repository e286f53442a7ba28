import { createDecipheriv, createECDH, createPublicKey, hkdfSync, randomBytes, verify, type ECDH } from "node:crypto";
import webpush from "web-push";
import { afterAll, beforeAll, beforeEach, expect, it, vi } from "vitest";
import { pushSubscriptions } from "@/lib/vendors/db/schema";
import { notifyCustomer } from "@/lib/notifications/notify";
import { sendPushToCustomer } from "@/lib/notifications/push/send";
import { describeEachDatabase, truncateAll } from "@/tests/support/db";
import { metricValue } from "@/tests/support/metrics";
import { restorePushEnv, setPushEnv, startResolvedPushService, type ResolvedPushService } from "@/tests/support/push-service";

/*
 * The push round trip: the server encrypts and signs as it would for a browser's push
 * service, a local HTTPS server stands for that service, reached as a production one is
 * (tests/support/push-service.ts), and the message is decrypted there with the
 * subscription's own keys (RFC 8291, aes128gcm per RFC 8188).
 */

/** What Next.js runs after the response (after()), run by the test when it wants. */
const afterResponse = vi.hoisted(() => [] as (() => Promise<unknown>)[]);
vi.mock("next/server", () => ({ after: (task: () => Promise<unknown>) => void afterResponse.push(task) }));

const MARIA = "52998224725";
const SUBJECT = "mailto:suporte@provedor.example";

let pushService: ResolvedPushService;
let origin = "";

/** /ok answers 201, /gone 410, /missing 404, anything else 500. */
function answerFor(path: string): number {
  if (path.startsWith("/ok")) return 201;
  if (path.startsWith("/gone")) return 410;
  if (path.startsWith("/missing")) return 404;
  return 500;
}

/** A browser's side of a subscription: an ECDH P-256 key pair and a 16-byte auth secret. */
function browserSubscription(path: string) {
  const ecdh = createECDH("prime256v1");
  ecdh.generateKeys();
  const auth = randomBytes(16);
  return {
    ecdh,
    auth,
    row: {
      clienteDocumento: MARIA,
      endpoint: `${origin}${path}`,
      p256dh: ecdh.getPublicKey().toString("base64url"),
      auth: auth.toString("base64url"),
    },
  };
}

/** RFC 8291 section 3.4 + RFC 8188: header (salt, rs, keyid = server public key), one record. */
function decrypt(body: Buffer, ua: ECDH, authSecret: Buffer): string {
  const salt = body.subarray(0, 16);
  const recordSize = body.readUInt32BE(16);
  const idLength = body[20]!;
  const serverPublic = body.subarray(21, 21 + idLength);
  const record = body.subarray(21 + idLength);
  expect(idLength).toBe(65);
  expect(record.length).toBeLessThanOrEqual(recordSize);

  const ecdhSecret = ua.computeSecret(serverPublic);
  const keyInfo = Buffer.concat([Buffer.from("WebPush: info\0"), ua.getPublicKey(), serverPublic]);
  const ikm = Buffer.from(hkdfSync("sha256", ecdhSecret, authSecret, keyInfo, 32));
  const cek = Buffer.from(hkdfSync("sha256", ikm, salt, Buffer.from("Content-Encoding: aes128gcm\0"), 16));
  const nonce = Buffer.from(hkdfSync("sha256", ikm, salt, Buffer.from("Content-Encoding: nonce\0"), 12));

  const decipher = createDecipheriv("aes-128-gcm", cek, nonce);
  decipher.setAuthTag(record.subarray(record.length - 16));
  const padded = Buffer.concat([decipher.update(record.subarray(0, record.length - 16)), decipher.final()]);
  let end = padded.length - 1;
  while (end >= 0 && padded[end] === 0) end--;
  expect(padded[end]).toBe(2); // last-record delimiter
  return padded.subarray(0, end).toString("utf8");
}

/** The VAPID header: 'vapid t=<ES256 JWT>, k=<server public key>'; checks the signature and claims. */
function checkVapid(authorization: string | undefined, publicKey: string) {
  const match = /^vapid t=([^,]+), k=(.+)$/.exec(authorization ?? "");
  expect(match, authorization).not.toBeNull();
  const [, jwt, k] = match!;
  expect(k).toBe(publicKey);
  const [header, claims, signature] = jwt!.split(".");
  const point = Buffer.from(publicKey, "base64url");
  const key = createPublicKey({
    key: { kty: "EC", crv: "P-256", x: point.subarray(1, 33).toString("base64url"), y: point.subarray(33).toString("base64url") },
    format: "jwk",
  });
  const signed = verify(
    "sha256",
    Buffer.from(`${header}.${claims}`),
    { key, dsaEncoding: "ieee-p1363" },
    Buffer.from(signature!, "base64url"),
  );
  expect(signed).toBe(true);
  const payload = JSON.parse(Buffer.from(claims!, "base64url").toString()) as { aud: string; sub: string; exp: number };
  expect(payload.aud).toBe(origin);
  expect(payload.sub).toBe(SUBJECT);
  expect(payload.exp).toBeGreaterThan(Date.now() / 1000);
}

describeEachDatabase("web push", (getDb) => {
  const vapid = webpush.generateVAPIDKeys();

  beforeAll(async () => {
    pushService = await startResolvedPushService((request, response) => response.writeHead(answerFor(request.path)).end());
    origin = pushService.origin;
  });
  afterAll(async () => {
    restorePushEnv();
    await pushService.close();
  });
  beforeEach(async () => {
    await truncateAll(getDb());
    pushService.received.length = 0;
    setPushEnv({
      VAPID_PUBLIC_KEY: vapid.publicKey,
      VAPID_PRIVATE_KEY: vapid.privateKey,
      VAPID_SUBJECT: SUBJECT,
      ...pushService.env,
    });
  });

  it("sends the notification encrypted for the subscription, which decrypts it", async () => {
    const browser = browserSubscription("/ok/maria");
    await getDb().insert(pushSubscriptions).values(browser.row);

    const result = await notifyCustomer(MARIA, {
      titulo: "Fatura disponível",
      mensagem: "Sua fatura de junho já pode ser paga.",
      tipo: "info",
      prioridade: 2,
      link: "/invoices",
    });

    // Nothing is sent until the response is out; then the message arrives.
    expect(pushService.received).toHaveLength(0);
    expect(afterResponse).toHaveLength(1);
    await afterResponse.shift()!();
    expect(pushService.received).toHaveLength(1);
    const [request] = pushService.received;
    expect(request!.path).toBe("/ok/maria");
    expect(request!.headers["content-encoding"]).toBe("aes128gcm");
    expect(Number(request!.headers.ttl)).toBeGreaterThan(0);
    checkVapid(request!.headers.authorization, vapid.publicKey);
    expect(request!.body.toString("utf8")).not.toContain("Fatura");

    const payload = JSON.parse(decrypt(request!.body, browser.ecdh, browser.auth));
    expect(payload).toEqual({
      title: "Fatura disponível",
      body: "Sua fatura de junho já pode ser paga.",
      url: "/invoices",
      notificationId: result!.notification.id,
      tag: `notificacao-${result!.notification.id}`,
    });
  });

  it("removes subscriptions the push service reports gone (404, 410) and keeps failing ones", async () => {
    const subscriptions = ["/ok/a", "/gone/b", "/missing/c", "/error/d"].map((path) => browserSubscription(path).row);
    await getDb().insert(pushSubscriptions).values(subscriptions);

    const before = await Promise.all(
      (["sent", "gone", "failed"] as const).map((outcome) => metricValue("cda_push_messages_total", { outcome })),
    );
    const report = await sendPushToCustomer(MARIA, { title: "Teste", body: "Olá", url: "/notifications" });

    expect(report).toEqual({ sent: 1, removed: 2, failed: 1 });
    const after = await Promise.all(
      (["sent", "gone", "failed"] as const).map((outcome) => metricValue("cda_push_messages_total", { outcome })),
    );
    expect(after.map((value, i) => value - before[i]!)).toEqual([1, 2, 1]);
    expect(pushService.received).toHaveLength(4);
    const left = (await getDb().select().from(pushSubscriptions)).map((s) => new URL(s.endpoint).pathname).sort();
    expect(left).toEqual(["/error/d", "/ok/a"]);
  });

  it("cuts a long message so the payload stays small", async () => {
    const browser = browserSubscription("/ok/long");
    await getDb().insert(pushSubscriptions).values(browser.row);
    await sendPushToCustomer(MARIA, { title: "Longa", body: "á".repeat(2000), url: "/" });
    const payload = JSON.parse(decrypt(pushService.received[0]!.body, browser.ecdh, browser.auth)) as { body: string };
    expect(payload.body.length).toBeLessThanOrEqual(400);
    expect(pushService.received[0]!.body.length).toBeLessThan(4096);
  });

  it("sends nothing without VAPID keys", async () => {
    await getDb().insert(pushSubscriptions).values(browserSubscription("/ok/x").row);
    delete process.env.VAPID_PUBLIC_KEY;
    delete process.env.VAPID_PRIVATE_KEY;
    expect(await sendPushToCustomer(MARIA, { title: "a", body: "b", url: "/" })).toEqual({ sent: 0, removed: 0, failed: 0 });
    expect(pushService.received).toHaveLength(0);
  });
});
