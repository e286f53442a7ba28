import { describe, expect, it } from "vitest";
import { appendPage, withFreshFirstPage } from "@/lib/notifications/pages";
import type { NotificationView } from "@/lib/notifications/view";

const n = (id: number, prioridade = 1, minute = id): NotificationView => ({
  id,
  titulo: `n${id}`,
  mensagem: "m",
  tipo: "info",
  prioridade,
  dataCriacao: new Date(Date.UTC(2026, 10, 20, 12, minute)).toISOString(),
  visualizada: false,
  link: null,
});
const ids = (list: { notifications: NotificationView[] }) => list.notifications.map((x) => x.id);

describe("notification pages on the screen", () => {
  it("'Carregar mais' appends the next page without repeating what is shown", () => {
    const grown = appendPage({ notifications: [n(9), n(8)], nextCursor: 8 }, { notifications: [n(8), n(7), n(6)], nextCursor: null });
    expect(ids(grown)).toEqual([9, 8, 7, 6]);
    expect(grown.nextCursor).toBeNull();
  });

  it("a refresh of the first page keeps what was loaded beyond it, and its cursor", () => {
    const current = { notifications: [n(9), n(8), n(7), n(6), n(5)], nextCursor: 5 };
    // A new notification arrived and 8 was read elsewhere (unread tab): the first page moved.
    const fresh = { notifications: [n(10), n(9), n(7)], nextCursor: 7 };
    const merged = withFreshFirstPage(current, fresh);
    expect(ids(merged)).toEqual([10, 9, 7, 6, 5]);
    expect(merged.nextCursor).toBe(5);
  });

  it("a refresh without more pages, or before any was loaded, is the fresh page", () => {
    expect(withFreshFirstPage({ notifications: [n(3)], nextCursor: null }, { notifications: [n(4), n(3)], nextCursor: null })).toEqual({
      notifications: [n(4), n(3)],
      nextCursor: null,
    });
    const fresh = { notifications: [n(9), n(8)], nextCursor: 8 };
    expect(withFreshFirstPage({ notifications: [n(9), n(8)], nextCursor: 8 }, fresh)).toBe(fresh);
  });

  it("orders by priority first, as the lists do", () => {
    const current = { notifications: [n(1, 3), n(5, 2), n(4, 1), n(3, 1)], nextCursor: 3 };
    const fresh = { notifications: [n(1, 3), n(5, 2)], nextCursor: 5 };
    expect(ids(withFreshFirstPage(current, fresh))).toEqual([1, 5, 4, 3]);
  });
});
