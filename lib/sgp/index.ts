import "server-only";
import { cache } from "react";
import { configuredOnce } from "@/lib/configured-once";
import { createSgpClient, type SgpClient } from "./client";
import { collectServiceOrders } from "./orders";
import type { InvoiceStatusFilter } from "./types";

export { createSgpClient, PROMISE_DEFAULT_MOTIVE, PROMISE_DAYS, TICKET_DEFAULTS, type SgpClient } from "./client";
export { collectServiceOrders, isServiceOrderOpen, latestServiceOrders, mergeServiceOrders } from "./orders";
export { replaceNullHost } from "./reshape";
export * from "./status";
export type * from "./types";

const instance = configuredOnce((env) =>
  createSgpClient({
    baseUrl: env.SGP_URL,
    app: env.SGP_APP,
    token: env.SGP_TOKEN,
    user: env.SGP_USER,
    password: env.SGP_PASSWORD,
    timeoutMs: env.SGP_TIMEOUT_MS,
  }),
);

/**
 * The process-wide client, built from the configuration and kept while config() returns the
 * same one (its customer cache lives as long as it).
 */
export function sgp(): SgpClient {
  return instance();
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
