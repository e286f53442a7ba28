import type { ServiceOrder } from "./types";

/** Status texts of orders that are over; every other status counts as open (docs/SPEC.md §4). */
const CLOSED_STATUS = /finaliz|encerrad|resolvid|cancelad|conclu|fechad/;

export function isServiceOrderOpen(order: Pick<ServiceOrder, "status">): boolean {
  return !CLOSED_STATUS.test(order.status.toLowerCase());
}

/** Newest first by the opening date (the SGP shows no opening time, docs/UPSTREAMS.md §1.5); ties by the higher id. */
export function compareNewestFirst(a: ServiceOrder, b: ServiceOrder): number {
  const byDate = (b.openedDate ?? "").localeCompare(a.openedDate ?? "");
  return byDate !== 0 ? byDate : b.id - a.id;
}

/** Orders of several contracts as one list, newest first, each order once. */
export function mergeServiceOrders(lists: readonly ServiceOrder[][]): ServiceOrder[] {
  const byId = new Map<number, ServiceOrder>();
  for (const order of lists.flat()) byId.set(order.id, order);
  return [...byId.values()].sort(compareNewestFirst);
}

/** Fetches each distinct contract's orders once and merges them. */
export async function collectServiceOrders(
  contractIds: readonly number[],
  listOne: (contractId: number) => Promise<ServiceOrder[]>,
): Promise<ServiceOrder[]> {
  return mergeServiceOrders(await Promise.all([...new Set(contractIds)].map(listOne)));
}

/** The `count` newest orders, open ones first (each group newest first). */
export function latestServiceOrders(orders: readonly ServiceOrder[], count = 5): ServiceOrder[] {
  const newest = [...orders].sort(compareNewestFirst).slice(0, count);
  return [...newest.filter(isServiceOrderOpen), ...newest.filter((o) => !isServiceOrderOpen(o))];
}
