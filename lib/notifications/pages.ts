import type { NotificationPage, NotificationView } from "./view";

/*
 * The notifications page's lists grow a page at a time ('Carregar mais'); these keep them whole
 * when a page is added and when the first page is read again (every 30 s and on each change).
 * Lists are in the spec's order: prioridade, then data_criacao, then id, all descending.
 */

/** Negative when `a` comes first in the list. */
function compareInList(a: NotificationView, b: NotificationView): number {
  if (a.prioridade !== b.prioridade) return b.prioridade - a.prioridade;
  if (a.dataCriacao !== b.dataCriacao) return a.dataCriacao < b.dataCriacao ? 1 : -1;
  return b.id - a.id;
}

/** The list with the next page appended (a notification already shown is not repeated). */
export function appendPage(current: NotificationPage, next: NotificationPage): NotificationPage {
  const shown = new Set(current.notifications.map((n) => n.id));
  return { notifications: [...current.notifications, ...next.notifications.filter((n) => !shown.has(n.id))], nextCursor: next.nextCursor };
}

/**
 * The list after its first page was read again: that fresh page, then what had been loaded
 * beyond it, so the customer keeps the place 'Carregar mais' took them to.
 */
export function withFreshFirstPage(current: NotificationPage, fresh: NotificationPage): NotificationPage {
  const last = fresh.notifications[fresh.notifications.length - 1];
  if (fresh.nextCursor === null || !last) return fresh;
  const fresher = new Set(fresh.notifications.map((n) => n.id));
  const beyond = current.notifications.filter((n) => !fresher.has(n.id) && compareInList(last, n) < 0);
  if (beyond.length === 0) return fresh;
  return { notifications: [...fresh.notifications, ...beyond], nextCursor: current.nextCursor };
}
