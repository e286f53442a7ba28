import webpush from "web-push";
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { pushSubscriptions } from "@/lib/vendors/db/schema";
import { checkPushEndpoint, PushEndpointRefused } from "@/lib/notifications/push/endpoint";
import { sendPushToCustomer } from "@/lib/notifications/push/send";
import { describeEachDatabase, truncateAll } from "@/tests/support/db";
import { startDnsServer, type DnsTestServer } from "@/tests/support/dns-server";
import { type PushEnv, restorePushEnv, setPushEnv, startPushService, type TestPushService } from "@/tests/support/push-service";
import { browserSubscription, storedSubscription } from "@/tests/support/push-keys";
import { PUSH_TEST_DOMAIN } from "@/tests/support/push-tls";
import { rejectionOf } from "@/tests/support/rejection";

/*
 * Web push must not turn the server into a request forger: an endpoint is refused unless
 * it is https on a configured push service's host whose every address is public, when the
 * browser subscribes and again when the server sends. The names resolve through a DNS
 * server of the test (PUSH_DNS_SERVERS), so each case decides what a push host points to.
 */

const session = vi.hoisted(() => ({
  customer: null as null | { id: string; document: string; name: string; email: string; phone: string },
}));
vi.mock("@/lib/auth/session", () => ({ currentCustomer: async () => session.customer }));
const subscriptionRoute = await import("@/app/api/push/subscription/route");

const MARIA = { id: "1", document: "52998224725", name: "Maria", email: "", phone: "" };
const PUBLIC_V4 = "142.250.79.10";
const PUBLIC_V6 = "2800:3f0:4001:80a::200a";

function subscribe(endpoint: string) {
  return subscriptionRoute.POST(
    new Request("http://localhost/api/push/subscription", {
      method: "POST",
      headers: { "content-type": "application/json", "sec-fetch-site": "same-origin" },
      body: JSON.stringify(browserSubscription(endpoint)),
    }),
  );
}

/** A push service on one loopback address; 201 for any path but /redirect, which points elsewhere. */
function startService(address: string, port = 0): Promise<TestPushService> {
  return startPushService(
    (request, response) =>
      request.path === "/redirect"
        ? response.writeHead(307, { location: `https://internal.${PUSH_TEST_DOMAIN}:${port}/followed` }).end()
        : response.writeHead(201).end(),
    { address, port },
  );
}

let dns: DnsTestServer;
// The push service the configuration allows (127.0.0.1) and an internal one on the same port (127.0.0.2).
let allowed: TestPushService;
let internal: TestPushService;
let port = 0;

beforeAll(async () => {
  dns = await startDnsServer();
  allowed = await startService("127.0.0.1");
  port = allowed.port;
  internal = await startService("127.0.0.2", port);
});
afterAll(async () => {
  restorePushEnv();
  await Promise.all([allowed.close(), internal.close()]);
  await dns.close();
});

const vapid = webpush.generateVAPIDKeys();
function configure(env: PushEnv) {
  setPushEnv({
    PUSH_SERVICE_HOSTS: `*.${PUSH_TEST_DOMAIN}`,
    PUSH_DNS_SERVERS: dns.address,
    VAPID_PUBLIC_KEY: vapid.publicKey,
    VAPID_PRIVATE_KEY: vapid.privateKey,
    ...env,
  });
}

const at = (host: string, path = "/push") => `https://${host}.${PUSH_TEST_DOMAIN}:${port}${path}`;

describeEachDatabase("push endpoints", (getDb) => {
  const stored = async () => (await getDb().select().from(pushSubscriptions)).map((row) => row.endpoint);

  beforeEach(async () => {
    await truncateAll(getDb());
    session.customer = MARIA;
    allowed.received.length = 0;
    internal.received.length = 0;
    configure({});
  });

  describe("when the browser subscribes", () => {
    it("accepts https on a configured host whose addresses are all public", async () => {
      dns.set(`fcm.${PUSH_TEST_DOMAIN}`, [PUBLIC_V4, PUBLIC_V6]);
      expect((await subscribe(at("fcm"))).status).toBe(201);
      expect(await stored()).toEqual([at("fcm")]);
    });

    it("refuses http, and a host that is not a configured push service", async () => {
      dns.set(`fcm.${PUSH_TEST_DOMAIN}`, [PUBLIC_V4]);
      dns.set("push.evil.example", [PUBLIC_V4]);
      const refused = [
        at("fcm").replace("https:", "http:"),
        `https://push.evil.example:${port}/push`,
        `https://${PUSH_TEST_DOMAIN}.evil.example/push`,
      ];
      for (const endpoint of refused) {
        const response = await subscribe(endpoint);
        expect(response.status, endpoint).toBe(422);
        expect(((await response.json()) as { fieldErrors: Record<string, string> }).fieldErrors.endpoint).toBeTruthy();
      }
      expect(await stored()).toEqual([]);
    });

    it.each([
      ["loopback", ["127.0.0.1"]],
      ["another loopback", ["127.8.9.10"]],
      ["private 10/8", ["10.0.0.8"]],
      ["private 172.16/12", ["172.16.5.4"]],
      ["private 192.168/16", ["192.168.0.1"]],
      ["link-local (cloud metadata)", ["169.254.169.254"]],
      ["CGNAT", ["100.64.0.1"]],
      ["unspecified", ["0.0.0.0"]],
      ["IPv6 loopback", ["::1"]],
      ["IPv6 unique-local", ["fc00::1"]],
      ["IPv6 link-local", ["fe80::1"]],
      ["IPv4-mapped loopback", ["::ffff:127.0.0.1"]],
      ["IPv4-mapped private", ["::ffff:10.1.2.3"]],
      ["NAT64 of a private address", ["64:ff9b::a00:8"]],
      ["one private among public ones", [PUBLIC_V4, "10.0.0.8", PUBLIC_V6]],
    ])("refuses a push host that resolves to %s", async (_, addresses) => {
      dns.set(`fcm.${PUSH_TEST_DOMAIN}`, addresses);
      const response = await subscribe(at("fcm"));
      expect(response.status).toBe(422);
      expect(await response.json()).toMatchObject({ fieldErrors: { endpoint: "Endereço do serviço de push inválido" } });
      expect(await stored()).toEqual([]);
    });

    it("refuses a host that does not resolve", async () => {
      expect((await subscribe(at("nowhere"))).status).toBe(422);
    });

    it("checks the system resolver's answers too: localhost, even when listed, is loopback", async () => {
      const policy = { hosts: ["localhost"], dnsServers: [], allowAddresses: [] };
      const error = await rejectionOf(checkPushEndpoint("https://localhost/push", policy));
      expect(error).toBeInstanceOf(PushEndpointRefused);
      expect((error as Error).message).toMatch(/não público/);
    });
  });

  describe("when the server sends", () => {
    const row = (endpoint: string) => storedSubscription(MARIA.document, endpoint);
    const send = () => sendPushToCustomer(MARIA.document, { title: "Teste", body: "Olá", url: "/" });

    it("delivers to the allowed address, and to nothing a stored endpoint points at outside the rules", async () => {
      configure({ PUSH_ALLOW_ADDRESSES: "127.0.0.1" });
      dns.set(`ok.${PUSH_TEST_DOMAIN}`, ["127.0.0.1"]);
      dns.set(`internal.${PUSH_TEST_DOMAIN}`, ["127.0.0.2"]);
      dns.set("push.evil.example", ["127.0.0.1"]);
      // Rows written before the rules existed, or behind the subscription route's back.
      await getDb()
        .insert(pushSubscriptions)
        .values([
          row(at("ok", "/ok")),
          row(at("internal", "/internal")),
          row(at("ok", "/http").replace("https:", "http:")),
          row(`https://push.evil.example:${port}/unlisted`),
          row(`https://127.0.0.2:${port}/literal`),
          row(at("ok", "/redirect")),
        ]);
      expect(await send()).toEqual({ sent: 1, removed: 0, failed: 5 });
      expect(allowed.received.map((r) => r.path).sort()).toEqual(["/ok", "/redirect"]);
      expect(internal.received).toEqual([]);
    });

    it("connects to the address it checked, not to a later DNS answer (no rebinding)", async () => {
      configure({ PUSH_ALLOW_ADDRESSES: "127.0.0.1" });
      // First answer allowed, every later one internal: a second lookup before connecting would reach 127.0.0.2.
      dns.set(`rebind.${PUSH_TEST_DOMAIN}`, ["127.0.0.1"], ["127.0.0.2"]);
      await getDb()
        .insert(pushSubscriptions)
        .values(row(at("rebind", "/first")));
      expect(await send()).toEqual({ sent: 1, removed: 0, failed: 0 });
      expect(allowed.received.map((r) => r.path)).toEqual(["/first"]);
      // The next send sees the new answer, checks it, and refuses it.
      expect(await send()).toEqual({ sent: 0, removed: 0, failed: 1 });
      expect(internal.received).toEqual([]);
    });

    it("refuses loopback without PUSH_ALLOW_ADDRESSES", async () => {
      dns.set(`ok.${PUSH_TEST_DOMAIN}`, ["127.0.0.1"]);
      await getDb()
        .insert(pushSubscriptions)
        .values(row(at("ok", "/ok")));
      expect(await send()).toEqual({ sent: 0, removed: 0, failed: 1 });
      expect(allowed.received).toEqual([]);
    });
  });
});
