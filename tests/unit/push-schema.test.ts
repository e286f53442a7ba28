import { generateKeyPairSync, randomBytes } from "node:crypto";
import { describe, expect, it } from "vitest";
import { hasOperatorToken } from "@/lib/platform/security/operator-token";
import { base64UrlToBytes, bytesToBase64Url } from "@/lib/notifications/push/base64url";
import { pushSubscriptionSchema } from "@/lib/notifications/push/schema";

function browserKeys() {
  const { publicKey } = generateKeyPairSync("ec", { namedCurve: "prime256v1" });
  const jwk = publicKey.export({ format: "jwk" });
  const point = Buffer.concat([Buffer.from([4]), Buffer.from(jwk.x!, "base64url"), Buffer.from(jwk.y!, "base64url")]);
  return { p256dh: point.toString("base64url"), auth: randomBytes(16).toString("base64url") };
}

describe("push subscription schema", () => {
  const keys = browserKeys();
  const subscription = { endpoint: "https://fcm.googleapis.com/fcm/send/abc:def", expirationTime: null, keys };

  it("accepts what a browser sends", () => {
    expect(pushSubscriptionSchema.safeParse(subscription).success).toBe(true);
  });

  it.each([
    "http://fcm.googleapis.com/fcm/send/abc",
    "https://localhost/push",
    "https://127.0.0.1/push",
    "https://10.0.0.8/push",
    "https://[::1]/push",
    "https://intranet/push",
    "javascript:alert(1)",
  ])("refuses the endpoint %s", (endpoint) => {
    expect(pushSubscriptionSchema.safeParse({ ...subscription, endpoint }).success).toBe(false);
  });

  it("refuses keys of the wrong size or shape", () => {
    const bad = (k: Partial<typeof keys>) => pushSubscriptionSchema.safeParse({ ...subscription, keys: { ...keys, ...k } });
    expect(bad({ auth: randomBytes(8).toString("base64url") }).success).toBe(false);
    expect(bad({ p256dh: Buffer.concat([Buffer.from([5]), randomBytes(64)]).toString("base64url") }).success).toBe(false);
    expect(bad({ p256dh: randomBytes(33).toString("base64url") }).success).toBe(false);
    expect(bad({ p256dh: "not base64!" }).success).toBe(false);
  });
});

describe("base64url", () => {
  it("round-trips bytes and rejects other alphabets", () => {
    const bytes = randomBytes(65);
    expect(Buffer.from(base64UrlToBytes(bytesToBase64Url(bytes))!)).toEqual(bytes);
    expect(base64UrlToBytes(bytes.toString("base64url"))).toEqual(new Uint8Array(bytes));
    expect(base64UrlToBytes("a+b/")).toBeNull();
  });
});

describe("operator bearer token", () => {
  const token = "t0ken-for-operators-123456";

  it("accepts exactly the configured token", () => {
    expect(hasOperatorToken(`Bearer ${token}`, token)).toBe(true);
    expect(hasOperatorToken(`bearer ${token}`, token)).toBe(true);
  });

  it.each([null, "", token, `Basic ${token}`, `Bearer ${token}x`, "Bearer ", `Bearer ${token} extra`])("refuses %j", (header) => {
    expect(hasOperatorToken(header, token)).toBe(false);
  });
});
