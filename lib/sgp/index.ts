import "server-only";
import { cache } from "react";
import { config, type ServerConfig } from "@/lib/config";
import { createSgpClient, type SgpClient } from "./client";
import { collectServiceOrders } from "./orders";
import type { InvoiceStatusFilter } from "./types";

export { createSgpClient, PROMISE_DEFAULT_MOTIVE, PROMISE_DAYS, TICKET_DEFAULTS, type SgpClient } from "./client";
export { collectServiceOrders, isServiceOrderOpen, latestServiceOrders, mergeServiceOrders } from "./orders";
export { replaceNullHost } from "./reshape";
export * from "./status";
export type * from "./types";

let instance: { config: ServerConfig; client: SgpClient } | undefined;

/**
 * The process-wide client, built from the configuration and kept while config() returns the
 * same one (its customer cache lives as long as it).
 */
export function sgp(): SgpClient {
  const c = config();
  if (instance?.config !== c) {
    const client = createSgpClient({
      baseUrl: c.SGP_URL,
      app: c.SGP_APP,
      token: c.SGP_TOKEN,
      user: c.SGP_USER,
      password: c.SGP_PASSWORD,
      timeoutMs: c.SGP_TIMEOUT_MS,
    });
    instance = { config: c, client };
  }
  return instance.client;
}

/*
 * Reads deduplicated per server request: a layout and a page asking for the
 * same customer make one call. Arguments are primitives so `cache` can key them.
 */
export const getCustomer = cache((cpfcnpj: string) => sgp().findCustomer(cpfcnpj));

export const getTitulos = cache((cpfcnpj: string, status: InvoiceStatusFilter) => sgp().listTitulos(cpfcnpj, status));

export const getServiceOrders = cache((contrato: number) => sgp().listServiceOrders(contrato));

export const getOrderMotives = cache(() => sgp().listOrderMotives());

/** Every contract's orders, merged newest first, each contract fetched once per request. */
export async function getCustomerServiceOrders(contratoIds: readonly number[]) {
  return collectServiceOrders(contratoIds, getServiceOrders);
}
