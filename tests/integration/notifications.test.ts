import { eq } from "drizzle-orm";
import { afterAll, beforeEach, describe, expect, it, vi } from "vitest";
import { notificacaoCentral } from "@/lib/vendors/db/schema";
import { notifyCustomer } from "@/lib/notifications/notify";
import { countUnreadNotifications, listNotifications, markAllNotificationsRead, markNotificationRead } from "@/lib/notifications/store";
import { describeEachDatabase, truncateAll } from "@/tests/support/db";

const session = vi.hoisted(() => ({
  customer: null as null | { id: string; document: string; name: string; email: string; phone: string },
}));
vi.mock("@/lib/auth/session", () => ({ currentCustomer: async () => session.customer }));

const { GET, POST } = await import("@/app/api/notifications/route");
const { POST: READ } = await import("@/app/api/notifications/read/route");

const MARIA = "52998224725";
const JOAO = "11144477735";
const TOKEN = "operators-token-0123456789";
const minutesAgo = (n: number) => new Date(Date.now() - n * 60_000);

type Row = typeof notificacaoCentral.$inferInsert;
const row = (over: Partial<Row>): Row => ({ clienteDocumento: MARIA, titulo: "t", mensagem: "m", ...over });

describeEachDatabase("notification queries", (getDb) => {
  beforeEach(() => truncateAll(getDb()));

  it("lists active notifications by priority, then newest, and hides inactive ones", async () => {
    await getDb()
      .insert(notificacaoCentral)
      .values([
        row({ titulo: "baixa-nova", prioridade: 1, dataCriacao: minutesAgo(1) }),
        row({ titulo: "alta-velha", prioridade: 3, dataCriacao: minutesAgo(50) }),
        row({ titulo: "media", prioridade: 2, dataCriacao: minutesAgo(5) }),
        row({ titulo: "alta-nova", prioridade: 3, dataCriacao: minutesAgo(2) }),
        row({ titulo: "inativa", prioridade: 3, ativa: false }),
        row({ titulo: "lida", prioridade: 1, visualizada: true, dataCriacao: minutesAgo(90) }),
        row({ titulo: "do-joao", clienteDocumento: JOAO }),
      ]);
    const all = await listNotifications(MARIA);
    expect(all.map((n) => n.titulo)).toEqual(["alta-nova", "alta-velha", "media", "baixa-nova", "lida"]);
    const unread = await listNotifications(MARIA, { unreadOnly: true });
    expect(unread.map((n) => n.titulo)).toEqual(["alta-nova", "alta-velha", "media", "baixa-nova"]);
    const bell = await listNotifications(MARIA, { unreadOnly: true, order: "newest", limit: 2 });
    expect(bell.map((n) => n.titulo)).toEqual(["baixa-nova", "alta-nova"]);
    expect(await countUnreadNotifications(MARIA)).toBe(4);
  });

  it("never hands an unsafe stored link to the browser", async () => {
    await getDb()
      .insert(notificacaoCentral)
      .values([row({ titulo: "js", linkAcao: "javascript:alert(1)" }), row({ titulo: "ok", linkAcao: "/invoices" })]);
    const byTitle = Object.fromEntries((await listNotifications(MARIA)).map((n) => [n.titulo, n.link]));
    expect(byTitle).toEqual({ js: null, ok: "/invoices" });
  });

  it("marks one read (only the owner's) and then all", async () => {
    const [a] = await getDb()
      .insert(notificacaoCentral)
      .values([row({}), row({}), row({ clienteDocumento: JOAO })])
      .returning();
    expect(await markNotificationRead(JOAO, a!.id)).toBe(0);
    expect(await markNotificationRead(MARIA, a!.id)).toBe(1);
    expect(await markNotificationRead(MARIA, a!.id)).toBe(0);
    const [stored] = await getDb().select().from(notificacaoCentral).where(eq(notificacaoCentral.id, a!.id));
    expect(stored!.visualizada).toBe(true);
    expect(stored!.dataVisualizacao).toBeInstanceOf(Date);
    expect(await countUnreadNotifications(MARIA)).toBe(1);
    expect(await markAllNotificationsRead(MARIA)).toBe(1);
    expect(await countUnreadNotifications(MARIA)).toBe(0);
    expect(await countUnreadNotifications(JOAO)).toBe(1);
  });

  it("notifyCustomer stores an unread notification with a safe link and ignores bad input", async () => {
    const result = await notifyCustomer("529.982.247-25", {
      titulo: "Boleto gerado",
      mensagem: "Seu boleto está disponível",
      tipo: "success",
      prioridade: 2,
      link: "data:text/html,oi",
    });
    expect(result?.notification).toMatchObject({ titulo: "Boleto gerado", tipo: "success", prioridade: 2, link: null, visualizada: false });
    const [stored] = await getDb().select().from(notificacaoCentral);
    expect(stored).toMatchObject({ clienteDocumento: MARIA, linkAcao: null, ativa: true });
    expect(await notifyCustomer(MARIA, { titulo: "", mensagem: "x" })).toBeNull();
  });
});

describeEachDatabase("notification routes", (getDb) => {
  const saved = process.env.NOTIFY_API_TOKEN;
  beforeEach(async () => {
    await truncateAll(getDb());
    process.env.NOTIFY_API_TOKEN = TOKEN;
    session.customer = null;
  });
  afterAll(() => {
    if (saved === undefined) delete process.env.NOTIFY_API_TOKEN;
    else process.env.NOTIFY_API_TOKEN = saved;
  });

  const post = (body: unknown, authorization?: string) =>
    POST(
      new Request("http://localhost/api/notifications", {
        method: "POST",
        headers: { "content-type": "application/json", ...(authorization ? { authorization } : {}) },
        body: typeof body === "string" ? body : JSON.stringify(body),
      }),
    );
  const valid = { documento: "529.982.247-25", titulo: "Manutenção", mensagem: "Hoje às 2h", link: "javascript:alert(1)" };

  describe("POST (operators)", () => {
    it("answers 503 when no token is configured", async () => {
      delete process.env.NOTIFY_API_TOKEN;
      expect((await post(valid, `Bearer ${TOKEN}`)).status).toBe(503);
    });

    it("answers 401 without the right bearer token, and stores nothing", async () => {
      for (const header of [undefined, "Bearer errado-errado-errado", `Basic ${TOKEN}`]) {
        const response = await post(valid, header);
        expect(response.status).toBe(401);
        expect(response.headers.get("www-authenticate")).toMatch(/^Bearer/);
      }
      expect(await getDb().select().from(notificacaoCentral)).toHaveLength(0);
    });

    it("answers 400 for non-JSON and 422 for invalid fields", async () => {
      expect((await post("{", `Bearer ${TOKEN}`)).status).toBe(400);
      const response = await post({ ...valid, documento: "123", prioridade: 9 }, `Bearer ${TOKEN}`);
      expect(response.status).toBe(422);
      const body = (await response.json()) as { fieldErrors: Record<string, string> };
      expect(Object.keys(body.fieldErrors).sort()).toEqual(["documento", "prioridade"]);
    });

    it("creates the notification (201) and drops an unsafe link", async () => {
      const response = await post({ ...valid, tipo: "warning", prioridade: 3 }, `Bearer ${TOKEN}`);
      expect(response.status).toBe(201);
      const body = (await response.json()) as { id: number; link: string | null };
      expect(body.link).toBeNull();
      const [stored] = await getDb().select().from(notificacaoCentral);
      expect(stored).toMatchObject({ id: body.id, clienteDocumento: MARIA, tipo: "warning", prioridade: 3, linkAcao: null });
    });
  });

  describe("GET and read (customers)", () => {
    it("needs a session", async () => {
      expect((await GET(new Request("http://localhost/api/notifications"))).status).toBe(401);
    });

    it("returns the customer's feed and marks read from the same site only", async () => {
      session.customer = { id: "1", document: MARIA, name: "Maria", email: "", phone: "" };
      const [first] = await getDb()
        .insert(notificacaoCentral)
        .values([row({ titulo: "a" }), row({ titulo: "b" }), row({ clienteDocumento: JOAO })])
        .returning();
      const feed = await (await GET(new Request("http://localhost/api/notifications?status=unread&limit=5"))).json();
      expect(feed.unreadCount).toBe(2);
      expect(feed.notifications).toHaveLength(2);
      expect((await GET(new Request("http://localhost/api/notifications?limit=0"))).status).toBe(422);

      const read = (body: unknown, site = "same-origin") =>
        READ(
          new Request("http://localhost/api/notifications/read", {
            method: "POST",
            headers: { "content-type": "application/json", "sec-fetch-site": site },
            body: JSON.stringify(body),
          }),
        );
      expect((await read({ id: first!.id }, "cross-site")).status).toBe(403);
      expect(await (await read({ id: first!.id })).json()).toEqual({ updated: 1 });
      expect((await read({ id: "x" })).status).toBe(422);
      expect(await (await read({ todas: true })).json()).toEqual({ updated: 1 });
      expect(await countUnreadNotifications(MARIA)).toBe(0);
      expect(await countUnreadNotifications(JOAO)).toBe(1);
    });
  });
});
