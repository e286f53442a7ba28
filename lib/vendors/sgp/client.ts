import "server-only";
import { parseUpstream } from "@/lib/platform/upstream/http";
import { customerCalls, requireDocument } from "./customers";
import { releaseCalls } from "./release";
import { settlementCalls } from "./settlement";
import { cpeCalls } from "./cpe";
import { networkCalls } from "./network";
import { usageCalls } from "./usage";
import { reshapeInvoice } from "./reshape";
import { invoicesResponseSchema } from "./schemas";
import { ticketCalls } from "./tickets";
import { createSgpContext, type Fields, type SgpContext } from "./transport";
import type { Invoice, InvoicePage, InvoicePageRequest, InvoiceStatusFilter, SgpClientOptions } from "./types";

export { PROMISE_DAYS, PROMISE_DEFAULT_MOTIVE } from "./release";
export { TICKET_DEFAULTS } from "./tickets";

/** The SGP's words for the two invoice lists and the dates they are ordered by (docs/UPSTREAMS.md §1.3). */
const SGP_INVOICE_FILTER: Record<InvoiceStatusFilter, string> = { open: "abertos", paid: "pagos" };
const SGP_INVOICE_ORDER = { issued: "data_documento", due: "data_vencimento", paid: "data_pagamento" } as const;
/** The largest page the SGP answers (docs/UPSTREAMS.md §1.3). */
const MAX_INVOICE_PAGE = 250;

/** The invoice calls, `/api/ura/titulos/` (docs/UPSTREAMS.md §1.3). */
function invoiceCalls(ctx: SgpContext) {
  async function requestInvoices(
    document: string,
    status: InvoiceStatusFilter | undefined,
    fields: Fields,
  ): Promise<{ invoices: Invoice[]; total: number | undefined }> {
    const json = await ctx.send({
      path: "/api/ura/titulos/",
      form: { cpfcnpj: requireDocument(document), status: status && SGP_INVOICE_FILTER[status], ...fields },
      listKey: "titulos",
    });
    const answer = parseUpstream("sgp", invoicesResponseSchema, json);
    return { invoices: answer.titulos.map((invoice) => reshapeInvoice(invoice, ctx.baseUrl, status)), total: answer.paginacao?.total };
  }

  /** One page of the document's open or paid invoices, in the SGP's order, and the list's size. */
  async function listInvoices(document: string, status: InvoiceStatusFilter, page: InvoicePageRequest = {}): Promise<InvoicePage> {
    const offset = Math.max(0, Math.trunc(page.offset ?? 0));
    const limit = Math.min(MAX_INVOICE_PAGE, Math.max(1, Math.trunc(page.limit ?? MAX_INVOICE_PAGE)));
    const order = page.order ?? { by: "due", direction: "asc" };
    const { invoices, total } = await requestInvoices(document, status, {
      offset,
      limit,
      ordenar: SGP_INVOICE_ORDER[order.by],
      ordenar_ordem: order.direction,
    });
    // Earliest due first even if an instance ignored `ordenar`; only within the page, and only when that is the order asked for.
    if (order.by === "due" && order.direction === "asc") invoices.sort((a, b) => a.dueDate.localeCompare(b.dueDate));
    // Without `paginacao` (older instances) a full page means at least one more may follow.
    return { invoices, total: total ?? offset + invoices.length + (invoices.length === limit ? 1 : 0) };
  }

  /** The document's invoice with this id when it is in that list (open or paid), else null. */
  async function findInvoice(document: string, status: InvoiceStatusFilter, invoiceId: number): Promise<Invoice | null> {
    const { invoices } = await requestInvoices(document, status, { titulo_id: invoiceId, limit: 1 });
    // Checked again here: an instance that ignored `titulo_id` would answer another title.
    return invoices.find((invoice) => invoice.id === invoiceId) ?? null;
  }

  /**
   * The document's title with this id whatever its status (aberto, pago, cancelado), or null:
   * what a settlement re-reads before and after `baixar` (docs/SGP-ENDPOINTS.md §2).
   */
  async function findTitle(document: string, invoiceId: number): Promise<Invoice | null> {
    const { invoices } = await requestInvoices(document, undefined, { titulo_id: invoiceId, limit: 1 });
    return invoices.find((invoice) => invoice.id === invoiceId) ?? null;
  }

  return { listInvoices, findInvoice, findTitle };
}

export type SgpClient = ReturnType<typeof createSgpClient>;

/**
 * Typed client of the SGP's API. Framework-free: pages use the request-deduplicated readers of
 * `lib/vendors/sgp/index.ts`. Each group of calls lives in its own file as a function of the shared
 * context (lib/vendors/sgp/transport.ts); a new group is one more line here.
 */
export function createSgpClient(options: SgpClientOptions) {
  const ctx = createSgpContext(options);
  return {
    baseUrl: ctx.baseUrl,
    ...customerCalls(ctx),
    ...invoiceCalls(ctx),
    ...ticketCalls(ctx),
    ...releaseCalls(ctx),
    ...settlementCalls(ctx),
    ...networkCalls(ctx),
    ...cpeCalls(ctx),
    ...usageCalls(ctx),
  };
}
