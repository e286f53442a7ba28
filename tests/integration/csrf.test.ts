import { NextRequest } from "next/server";
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { notificacaoCentral, pushSubscriptions } from "@/lib/vendors/db/schema";
import { isSameOrigin } from "@/lib/platform/security/origin";
import { describeEachDatabase, truncateAll } from "@/tests/support/db";
import { startDnsServer, type DnsTestServer } from "@/tests/support/dns-server";
import { browserSubscription } from "@/tests/support/push-keys";

const session = vi.hoisted(() => ({
  customer: null as null | { id: string; document: string; name: string; email: string; phone: string },
}));
vi.mock("@/lib/auth/session", () => ({ currentCustomer: async () => session.customer }));

const notificationsRoute = await import("@/app/api/notifications/route");
const readRoute = await import("@/app/api/notifications/read/route");
const subscriptionRoute = await import("@/app/api/push/subscription/route");
const testRoute = await import("@/app/api/push/test/route");

const MARIA = { id: "1", document: "52998224725", name: "Maria", email: "", phone: "" };
const HOST = "central.provedor.example";
const OPERATOR_TOKEN = "operators-token-0123456789";

type Headers = Record<string, string>;
const request = (path: string, method: string, headers: Headers, body?: unknown) =>
  new Request(`https://${HOST}${path}`, {
    method,
    headers: { host: HOST, "content-type": "application/json", ...headers },
    body: body === undefined ? undefined : JSON.stringify(body),
  });

/** What a hostile page can make a logged-in browser send, and what a proxy may forward. */
const CROSS_SITE: [string, Headers][] = [
  ["Sec-Fetch-Site: cross-site", { "sec-fetch-site": "cross-site" }],
  ["Sec-Fetch-Site: same-site (a sibling subdomain)", { "sec-fetch-site": "same-site", origin: `https://outro.provedor.example` }],
  ["Origin of another site", { origin: "https://atacante.example" }],
  ["Origin of another port of this host", { origin: `https://${HOST}:8443` }],
  ["Origin: null (sandboxed frame)", { origin: "null" }],
  ["a malformed Origin", { origin: "::::" }],
];
const SAME_SITE: [string, Headers][] = [
  ["Sec-Fetch-Site: same-origin", { "sec-fetch-site": "same-origin", origin: `https://${HOST}` }],
  ["Origin of this host (older browser)", { origin: `https://${HOST}` }],
  ["Origin matching the proxy's X-Forwarded-Host", { origin: "https://publico.example", "x-forwarded-host": "publico.example, interno" }],
  ["no Origin nor Sec-Fetch-Site (not a browser, so no ambient cookie)", {}],
];

describe("isSameOrigin", () => {
  it.each(CROSS_SITE)("refuses %s", (_, headers) => {
    expect(isSameOrigin(request("/api/notifications/read", "POST", headers))).toBe(false);
  });
  it.each(SAME_SITE)("accepts %s", (_, headers) => {
    expect(isSameOrigin(request("/api/notifications/read", "POST", headers))).toBe(true);
  });
});

describeEachDatabase("CSRF on the cookie-authenticated route handlers", (getDb) => {
  const saved = process.env.NOTIFY_API_TOKEN;
  let dns: DnsTestServer;
  beforeAll(async () => {
    // A subscription's push service host must resolve to public addresses (lib/notifications/push/endpoint.ts).
    dns = await startDnsServer();
    dns.set("fcm.googleapis.com", ["142.250.79.10"]);
    process.env.PUSH_DNS_SERVERS = dns.address;
    process.env.NOTIFY_API_TOKEN = OPERATOR_TOKEN;
  });
  afterAll(async () => {
    if (saved === undefined) delete process.env.NOTIFY_API_TOKEN;
    else process.env.NOTIFY_API_TOKEN = saved;
    delete process.env.PUSH_DNS_SERVERS;
    await dns.close();
  });
  beforeEach(async () => {
    await truncateAll(getDb());
    session.customer = MARIA;
  });

  async function unreadNotification() {
    const [row] = await getDb()
      .insert(notificacaoCentral)
      .values({ clienteDocumento: MARIA.document, titulo: "Fatura", mensagem: "m" })
      .returning();
    return row!;
  }

  const writes = [
    {
      name: "POST /api/notifications/read",
      run: (h: Headers, id: number) => readRoute.POST(request("/api/notifications/read", "POST", h, { id })),
    },
    {
      name: "POST /api/notifications/read (todas)",
      run: (h: Headers) => readRoute.POST(request("/api/notifications/read", "POST", h, { todas: true })),
    },
    {
      name: "POST /api/push/subscription",
      run: (h: Headers) => subscriptionRoute.POST(request("/api/push/subscription", "POST", h, browserSubscription())),
    },
    {
      name: "DELETE /api/push/subscription",
      run: (h: Headers) =>
        subscriptionRoute.DELETE(request("/api/push/subscription", "DELETE", h, { endpoint: "https://fcm.googleapis.com/fcm/send/x" })),
    },
    { name: "POST /api/push/test", run: (h: Headers) => testRoute.POST(request("/api/push/test", "POST", h)) },
  ];

  it.each(writes)("$name refuses every cross-site request with 403 and changes nothing", async ({ run }) => {
    const notification = await unreadNotification();
    for (const [why, headers] of CROSS_SITE) {
      const res = await run(headers, notification.id);
      expect(res.status, why).toBe(403);
      expect(await res.json()).toEqual({ error: "Origem não permitida" });
    }
    const [after] = await getDb().select().from(notificacaoCentral);
    expect(after!.visualizada).toBe(false);
    expect(await getDb().select().from(pushSubscriptions)).toHaveLength(0);
  });

  it("the same writes from this site go through", async () => {
    const notification = await unreadNotification();
    const res = await readRoute.POST(
      request("/api/notifications/read", "POST", { "sec-fetch-site": "same-origin" }, { id: notification.id }),
    );
    expect(await res.json()).toEqual({ updated: 1 });
    const created = await subscriptionRoute.POST(
      request("/api/push/subscription", "POST", { origin: `https://${HOST}` }, browserSubscription()),
    );
    expect(created.status).toBe(201);
    expect(await getDb().select().from(pushSubscriptions)).toHaveLength(1);
  });

  it("the origin is checked before the session: a cross-site request learns nothing about it", async () => {
    session.customer = null;
    expect(
      (await readRoute.POST(request("/api/notifications/read", "POST", { origin: "https://atacante.example" }, { todas: true }))).status,
    ).toBe(403);
    expect(
      (await readRoute.POST(request("/api/notifications/read", "POST", { "sec-fetch-site": "same-origin" }, { todas: true }))).status,
    ).toBe(401);
  });

  it("GET is not state-changing, so it is not origin-checked (CORS keeps the answer from other sites)", async () => {
    await unreadNotification();
    const res = await notificationsRoute.GET(request("/api/notifications?status=unread", "GET", { "sec-fetch-site": "cross-site" }));
    expect(res.status).toBe(200);
    const [after] = await getDb().select().from(notificacaoCentral);
    expect(after!.visualizada).toBe(false);
  });

  it("the operators' bearer-token route is not cookie-authenticated, so no origin is required", async () => {
    const res = await notificationsRoute.POST(
      request(
        "/api/notifications",
        "POST",
        { authorization: `Bearer ${OPERATOR_TOKEN}`, origin: "https://painel-do-provedor.example" },
        {
          documento: MARIA.document,
          titulo: "Manutenção",
          mensagem: "Janela de manutenção hoje às 2h",
        },
      ),
    );
    expect(res.status).toBe(201);
  });
});

describe("session cookie", () => {
  const saved = { NODE_ENV: process.env.NODE_ENV, DEMO: process.env.DEMO, NEXTAUTH_URL: process.env.NEXTAUTH_URL };
  afterAll(() => {
    for (const [key, value] of Object.entries(saved)) {
      if (value === undefined) delete process.env[key];
      else process.env[key] = value;
    }
  });

  it("is httpOnly and SameSite=Lax, and Secure (with the __Host- prefix: this host only, path /) in production", async () => {
    const { authOptions } = await import("@/lib/auth/options");
    Object.assign(process.env, { NODE_ENV: "production", DEMO: "", NEXTAUTH_URL: "" });
    const production = authOptions().cookies!.sessionToken!;
    expect(production.name).toBe("__Host-next-auth.session-token");
    expect(production.options).toMatchObject({ httpOnly: true, sameSite: "lax", secure: true, path: "/" });
    expect(production.options).not.toHaveProperty("domain");
    Object.assign(process.env, { DEMO: "1" });
    expect(authOptions().cookies!.sessionToken!.options).toMatchObject({ httpOnly: true, sameSite: "lax", secure: false });
  });

  it("a cookie the proxy refuses is cleared with the attributes its prefix demands, or the browser would keep it", async () => {
    const { proxy } = await import("@/proxy");
    Object.assign(process.env, { NODE_ENV: "production", DEMO: "", NEXTAUTH_URL: "https://central.provedor.example" });
    const response = await proxy(
      new NextRequest("https://central.provedor.example/invoices", { headers: { cookie: "__Host-next-auth.session-token=adulterado" } }),
    );
    expect(response.headers.get("location")).toMatch(/\/login\?callbackUrl=%2Finvoices$/);
    const cleared = response.headers.get("set-cookie") ?? "";
    expect(cleared).toMatch(/^__Host-next-auth\.session-token=;/);
    expect(cleared).toMatch(/; Secure/i);
    expect(cleared).toMatch(/; Path=\/(;|$)/);
    expect(cleared).toMatch(/Expires=Thu, 01 Jan 1970/);
  });
});
