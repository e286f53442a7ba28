import { eq } from "drizzle-orm";
import { beforeEach, expect, it, vi } from "vitest";
import { notificacaoCentral } from "@/lib/vendors/db/schema";
import { listNotificationPage, loadNotificationPage } from "@/lib/notifications/load";
import type { NotificationView } from "@/lib/notifications/view";
import { describeEachDatabase, truncateAll } from "@/tests/support/db";

/*
 * The notifications page pages through the whole history (it once stopped at 100). Pages
 * follow a cursor (the previous page's last notification), compared in the database.
 */

const session = vi.hoisted(() => ({
  customer: null as null | { id: string; document: string; name: string; email: string; phone: string },
}));
vi.mock("@/lib/auth/session", () => ({ currentCustomer: async () => session.customer, currentSession: async () => null }));
const { GET } = await import("@/app/api/notifications/route");

const MARIA = "52998224725";
const JOAO = "11144477735";
const base = new Date("2026-11-20T12:00:00.123456Z");

type Row = typeof notificacaoCentral.$inferInsert;

/** 250 of Maria's: three priorities, many sharing one instant (ties broken by id), some read, some inactive; and João's. */
function history(): Row[] {
  const rows: Row[] = [];
  for (let i = 0; i < 250; i++) {
    rows.push({
      clienteDocumento: MARIA,
      titulo: `n${i}`,
      mensagem: "m",
      prioridade: (i % 3) + 1,
      dataCriacao: new Date(base.getTime() - Math.floor(i / 10) * 60_000),
      visualizada: i % 4 === 0,
      ativa: i % 50 !== 7,
    });
  }
  for (let i = 0; i < 30; i++) rows.push({ clienteDocumento: JOAO, titulo: `j${i}`, mensagem: "m", dataCriacao: base });
  return rows;
}

async function walk(options: { unreadOnly?: boolean; order?: "priority" | "newest"; limit: number }): Promise<NotificationView[]> {
  const seen: NotificationView[] = [];
  let after: number | undefined;
  for (let pages = 0; pages < 100; pages++) {
    const page = await listNotificationPage(MARIA, { ...options, after });
    seen.push(...page.notifications);
    if (page.nextCursor === null) return seen;
    expect(page.notifications).toHaveLength(options.limit);
    after = page.nextCursor;
  }
  throw new Error("no end");
}

describeEachDatabase("notification paging", (getDb) => {
  beforeEach(async () => {
    await truncateAll(getDb());
    await getDb().insert(notificacaoCentral).values(history());
  });

  it("walks the whole history past 100, each notification once, in the list's order", async () => {
    const everything = (await getDb().select().from(notificacaoCentral)).filter((r) => r.clienteDocumento === MARIA && r.ativa);
    expect(everything.length).toBeGreaterThan(200);
    const byPriority = [...everything].sort((a, b) => b.prioridade - a.prioridade || +b.dataCriacao - +a.dataCriacao || b.id - a.id);

    const all = await walk({ limit: 100 });
    expect(all.map((n) => n.id)).toEqual(byPriority.map((r) => r.id));
    const small = await walk({ limit: 7 });
    expect(small.map((n) => n.id)).toEqual(byPriority.map((r) => r.id));

    const unread = await walk({ unreadOnly: true, limit: 30 });
    expect(unread.map((n) => n.id)).toEqual(byPriority.filter((r) => !r.visualizada).map((r) => r.id));

    const newest = await walk({ order: "newest", limit: 45 });
    const byDate = [...everything].sort((a, b) => +b.dataCriacao - +a.dataCriacao || b.id - a.id);
    expect(newest.map((n) => n.id)).toEqual(byDate.map((r) => r.id));
  });

  it("the page's first render holds the first 100 of each tab and their cursors", async () => {
    const first = await loadNotificationPage(MARIA, 100);
    expect(first.all.notifications).toHaveLength(100);
    expect(first.all.nextCursor).toBe(first.all.notifications[99]!.id);
    expect(first.unread.notifications).toHaveLength(100);
    expect(first.unreadCount).toBeGreaterThan(100);
  });

  it("another customer's notification is no cursor: it gives nothing of theirs, nor a place in the list", async () => {
    const [joao] = await getDb().select().from(notificacaoCentral).where(eq(notificacaoCentral.clienteDocumento, JOAO)).limit(1);
    const page = await listNotificationPage(MARIA, { limit: 10, after: joao!.id });
    expect(page).toEqual({ notifications: [], nextCursor: null });
  });

  it("GET /api/notifications answers a page and its nextCursor, and takes it back as ?after=", async () => {
    session.customer = { id: "1", document: MARIA, name: "Maria", email: "", phone: "" };
    const get = async (query: string) => (await GET(new Request(`http://localhost/api/notifications?${query}`))).json();
    const first = await get("status=all&limit=100");
    expect(first.notifications).toHaveLength(100);
    const second = await get(`status=all&limit=100&after=${first.nextCursor}`);
    const third = await get(`status=all&limit=100&after=${second.nextCursor}`);
    expect(third.nextCursor).toBeNull();
    const ids = [...first.notifications, ...second.notifications, ...third.notifications].map((n: NotificationView) => n.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids.length).toBeGreaterThan(200);
    for (const bad of ["after=0", "after=-3", "after=abc", "after=1.5"]) {
      expect((await GET(new Request(`http://localhost/api/notifications?${bad}`))).status, bad).toBe(422);
    }
  });
});
