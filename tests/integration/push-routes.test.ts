import webpush from "web-push";
import { afterAll, beforeAll, beforeEach, expect, it, vi } from "vitest";
import { eq } from "drizzle-orm";
import { LIMITS } from "@/lib/platform/rate-limit/limits";
import { pushSubscriptions, rateLimits } from "@/lib/vendors/db/schema";
import { describeEachDatabase, truncateAll } from "@/tests/support/db";
import { startDnsServer, type DnsTestServer } from "@/tests/support/dns-server";
import { browserSubscription } from "@/tests/support/push-keys";

const session = vi.hoisted(() => ({
  customer: null as null | { id: string; document: string; name: string; email: string; phone: string },
}));
vi.mock("@/lib/auth/session", () => ({ currentCustomer: async () => session.customer }));
// The test push is sent after the answer; tests/integration/push-test-route.test.ts follows it there.
vi.mock("next/server", () => ({ after: () => {} }));

const subscriptionRoute = await import("@/app/api/push/subscription/route");
const testRoute = await import("@/app/api/push/test/route");

const MARIA = { id: "1", document: "52998224725", name: "Maria", email: "", phone: "" };
const JOAO = { id: "2", document: "11144477735", name: "João", email: "", phone: "" };

const call = (handler: (r: Request) => Promise<Response>, method: string, body?: unknown, site = "same-origin") =>
  handler(
    new Request("http://localhost/api/push/subscription", {
      method,
      headers: { "content-type": "application/json", "sec-fetch-site": site },
      body: body === undefined ? undefined : JSON.stringify(body),
    }),
  );

describeEachDatabase("push routes", (getDb) => {
  const saved = { pub: process.env.VAPID_PUBLIC_KEY, priv: process.env.VAPID_PRIVATE_KEY };
  let dns: DnsTestServer;
  beforeAll(async () => {
    // The subscription's push service host must resolve, to public addresses only.
    dns = await startDnsServer();
    dns.set("fcm.googleapis.com", ["142.250.79.10", "2800:3f0:4001:80a::200a"]);
    process.env.PUSH_DNS_SERVERS = dns.address;
  });
  beforeEach(async () => {
    await truncateAll(getDb());
    session.customer = MARIA;
    delete process.env.VAPID_PUBLIC_KEY;
    delete process.env.VAPID_PRIVATE_KEY;
  });
  afterAll(async () => {
    if (saved.pub) process.env.VAPID_PUBLIC_KEY = saved.pub;
    if (saved.priv) process.env.VAPID_PRIVATE_KEY = saved.priv;
    delete process.env.PUSH_DNS_SERVERS;
    await dns.close();
  });

  it("stores the subscription per customer and removes it when turned off", async () => {
    const subscription = browserSubscription();
    expect((await call(subscriptionRoute.POST, "POST", subscription)).status).toBe(201);
    // Subscribing again from the same browser updates the row instead of duplicating it.
    expect((await call(subscriptionRoute.POST, "POST", subscription)).status).toBe(201);
    let rows = await getDb().select().from(pushSubscriptions);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ clienteDocumento: MARIA.document, endpoint: subscription.endpoint, auth: subscription.keys.auth });

    session.customer = JOAO;
    expect(await (await call(subscriptionRoute.DELETE, "DELETE", { endpoint: subscription.endpoint })).json()).toEqual({ removed: 0 });
    session.customer = MARIA;
    expect(await (await call(subscriptionRoute.DELETE, "DELETE", { endpoint: subscription.endpoint })).json()).toEqual({ removed: 1 });
    rows = await getDb().select().from(pushSubscriptions);
    expect(rows).toHaveLength(0);
  });

  it("keeps at most 10 subscriptions per customer: the 11th drops the oldest", async () => {
    const endpoints: string[] = [];
    for (let i = 0; i < 11; i++) {
      // The 11th browser comes after the hourly request limit (limits-routes.test.ts) has passed.
      if (i === 10) await getDb().delete(rateLimits).where(eq(rateLimits.scope, LIMITS.pushSubscription.scope));
      const subscription = browserSubscription();
      endpoints.push(subscription.endpoint);
      expect((await call(subscriptionRoute.POST, "POST", subscription)).status).toBe(201);
    }
    session.customer = JOAO;
    const joao = browserSubscription();
    expect((await call(subscriptionRoute.POST, "POST", joao)).status).toBe(201);

    const rows = await getDb().select().from(pushSubscriptions);
    const of = (cpf: string) =>
      rows
        .filter((row) => row.clienteDocumento === cpf)
        .map((row) => row.endpoint)
        .sort();
    expect(of(MARIA.document)).toEqual(endpoints.slice(1).sort());
    expect(of(JOAO.document)).toEqual([joao.endpoint]);
  });

  it("refuses anonymous, cross-site and malformed requests", async () => {
    session.customer = null;
    expect((await call(subscriptionRoute.POST, "POST", browserSubscription())).status).toBe(401);
    session.customer = MARIA;
    expect((await call(subscriptionRoute.POST, "POST", browserSubscription(), "cross-site")).status).toBe(403);
    expect((await call(subscriptionRoute.POST, "POST", browserSubscription("https://127.0.0.1/push"))).status).toBe(422);
    expect((await call(subscriptionRoute.POST, "POST", { endpoint: "https://fcm.googleapis.com/x" })).status).toBe(422);
    expect(await getDb().select().from(pushSubscriptions)).toHaveLength(0);
  });

  it("'Testar Notificacao' answers 503 without VAPID keys and takes the request with them", async () => {
    expect((await call(testRoute.POST, "POST")).status).toBe(503);
    const keys = webpush.generateVAPIDKeys();
    process.env.VAPID_PUBLIC_KEY = keys.publicKey;
    process.env.VAPID_PRIVATE_KEY = keys.privateKey;
    const response = await call(testRoute.POST, "POST");
    expect(response.status).toBe(202);
    expect(await response.json()).toEqual({ message: "Notificação de teste enviada." });
  });
});
