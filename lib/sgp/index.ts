import "server-only";
import { cache } from "react";
import { config } from "@/lib/config";
import { createSgpClient, type SgpClient } from "./client";
import { collectServiceOrders } from "./orders";
import type { InvoiceStatusFilter } from "./types";

export { createSgpClient, PROMISE_DEFAULT_MOTIVE, PROMISE_DAYS, TICKET_DEFAULTS, type SgpClient } from "./client";
export { collectServiceOrders, isServiceOrderOpen, latestServiceOrders, mergeServiceOrders } from "./orders";
export { replaceNullHost } from "./reshape";
export * from "./status";
export type * from "./types";

let instance: SgpClient | undefined;

/** The process-wide client, configured from the environment (its customer cache lives as long as it). */
export function sgp(): SgpClient {
  if (!instance) {
    const c = config();
    instance = createSgpClient({
      baseUrl: c.SGP_URL,
      app: c.SGP_APP,
      token: c.SGP_TOKEN,
      user: c.SGP_USER,
      password: c.SGP_PASSWORD,
      timeoutMs: c.SGP_TIMEOUT_MS,
    });
  }
  return instance;
}

/** Tests change the environment between cases; this drops the configured client. */
export function resetSgpForTests(): void {
  instance = undefined;
}

/*
 * Reads deduplicated per server request: a layout and a page asking for the
 * same customer make one call. Arguments are primitives so `cache` can key them.
 */
export const getCustomer = cache((document: string) => sgp().findCustomer(document));

export const getInvoices = cache((document: string, status: InvoiceStatusFilter) => sgp().listInvoices(document, status));

export const getServiceOrders = cache((contractId: number) => sgp().listServiceOrders(contractId));

export const getTicketReasons = cache(() => sgp().listTicketReasons());

/** Every contract's orders, merged newest first, each contract fetched once per request. */
export async function getCustomerServiceOrders(contractIds: readonly number[]) {
  return collectServiceOrders(contractIds, getServiceOrders);
}
