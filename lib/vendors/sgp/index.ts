import "server-only";
import { cache } from "react";
import { configuredOnce } from "@/lib/platform/config/configured-once";
import { createSgpClient, type SgpClient } from "./client";
import { collectServiceOrders } from "./orders";
import type { InvoiceOrder, InvoicePageRequest, InvoiceStatusFilter } from "./types";

export { createSgpClient, PROMISE_DEFAULT_MOTIVE, PROMISE_DAYS, TICKET_DEFAULTS, type SgpClient } from "./client";
export { reasonValue } from "./tickets";
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
    ticketReasonValue: env.SGP_TICKET_REASON_VALUE,
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

/** The customer with each service's address in use, group and Wi-Fi: the services screen's read. */
export const getCustomerDetails = cache((document: string) => sgp().findCustomerDetails(document));

const invoicePage = cache(
  (
    document: string,
    status: InvoiceStatusFilter,
    offset: number | undefined,
    limit: number | undefined,
    by: InvoiceOrder["by"] | undefined,
    direction: InvoiceOrder["direction"] | undefined,
  ) => sgp().listInvoices(document, status, { offset, limit, order: by && direction ? { by, direction } : undefined }),
);

/** A page of the document's open or paid invoices and the list's size (the SGP's order; due date ascending by default). */
export function getInvoices(document: string, status: InvoiceStatusFilter, page: InvoicePageRequest = {}) {
  return invoicePage(document, status, page.offset, page.limit, page.order?.by, page.order?.direction);
}

/** The document's open (or paid) invoice with this id, or null: one title asked for, not the whole list. */
export const getInvoice = cache((document: string, status: InvoiceStatusFilter, invoiceId: number) =>
  sgp().findInvoice(document, status, invoiceId),
);

export const getServiceOrders = cache((contractId: number) => sgp().listServiceOrders(contractId));

export const getTicketReasons = cache(() => sgp().listTicketReasons());

/** Every contract's orders, merged newest first, each contract fetched once per request. */
export async function getCustomerServiceOrders(contractIds: readonly number[]) {
  return collectServiceOrders(contractIds, getServiceOrders);
}
