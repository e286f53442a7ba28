import "server-only";
import { invoicesInProcessing } from "@/lib/billing/confirmation/processing";
import { cachedBoletoNumbers } from "@/lib/billing/payments";
import { log, maskDocument } from "@/lib/platform/log";
import { getCustomer, getInvoice, getInvoices, type Invoice } from "@/lib/vendors/sgp";
import { toDashboardCustomerView, type DashboardCustomerView } from "./dashboard";
import { rememberOpenInvoices } from "./recent";
import { OPEN_INVOICES_PAGE_SIZE, otherInvoicesOffset, otherInvoicesPageCount } from "./paging";
import { invoiceNumber, isOpenInvoice, openInvoices, type StillOpen } from "./rules";
import { paidInvoicesNewestFirst, toOpenInvoiceView, type InvoiceAudience, type OpenInvoiceView, type PaidInvoicesPage } from "./view";

/** A page of open invoices, earliest due first, and how many the customer has in all. */
export type OpenInvoicesPage = { invoices: OpenInvoiceView[]; total: number };

/**
 * The one loader of a customer's open invoices, for the dashboard, the invoices page and the
 * public invoice page: one page (`offset`, `limit`) of the subscriber system's aberto invoices,
 * earliest due first, each with whether a valid boleto is cached and whether a confirmed payment
 * of it is still in processing, so a load costs the same however long the history. Every load
 * purges cached boletos of invoices no longer open (docs/SPEC.md §4) and settles the recorded
 * payments of invoices the SGP no longer lists open. A subscriber-system failure is thrown: each
 * screen says it its own way. What the SGP listed is remembered a minute for paying from the
 * screen (./recent.ts).
 */
export async function loadOpenInvoices(
  document: string,
  { audience, offset = 0, limit, now = new Date() }: { audience: InvoiceAudience; offset?: number; limit: number; now?: Date },
): Promise<OpenInvoicesPage> {
  const page = await getInvoices(document, "open", { offset, limit });
  const complete = offset === 0 && page.invoices.length >= page.total;
  return { invoices: await toOpenInvoiceViews(document, page.invoices, { audience, now, complete }), total: page.total };
}

/** The dashboard's customer cards, from the SGP's customer (cached a few seconds, lib/vendors/sgp/customers.ts). */
export async function loadDashboardCustomer(document: string): Promise<DashboardCustomerView> {
  return toDashboardCustomerView(await getCustomer(document));
}

/** A page of the paid history, most recently paid first, and how many paid invoices there are in all. */
export async function loadPaidInvoices(
  document: string,
  { offset = 0, limit }: { offset?: number; limit: number },
): Promise<PaidInvoicesPage> {
  const page = await getInvoices(document, "paid", { offset, limit, order: { by: "paid", direction: "desc" } });
  return { invoices: paidInvoicesNewestFirst(page.invoices, limit), total: page.total };
}

/** What /invoices and /fatura/{token} show: the next open invoice, and one page of the further ones. */
export type OpenInvoicesScreen = { next: OpenInvoiceView | null; others: OpenInvoiceView[]; page: number; pageCount: number };

/**
 * The next open invoice and the further ones of `page` (docs/SPEC.md §2 Invoices): the first page
 * in one read, a later one in two reads at once (the next invoice, and that page), whose invoices
 * then go through the purge rules and the memory together, once.
 */
export async function loadOpenInvoicesScreen(
  document: string,
  { audience, page, now = new Date() }: { audience: InvoiceAudience; page: number; now?: Date },
): Promise<OpenInvoicesScreen> {
  if (page <= 1) {
    const { invoices, total } = await loadOpenInvoices(document, { audience, now, limit: 1 + OPEN_INVOICES_PAGE_SIZE });
    const [next = null, ...others] = invoices;
    return { next, others, page: 1, pageCount: otherInvoicesPageCount(total) };
  }
  const [first, rest] = await Promise.all([
    getInvoices(document, "open", { limit: 1 }),
    getInvoices(document, "open", { offset: otherInvoicesOffset(page), limit: OPEN_INVOICES_PAGE_SIZE }),
  ]);
  // The next invoice is due before every invoice of a later page, so it stays first.
  const [next = null, ...others] = await toOpenInvoiceViews(document, [...first.invoices, ...rest.invoices], {
    audience,
    now,
    complete: false,
  });
  return { next, others, page, pageCount: otherInvoicesPageCount(rest.total) };
}

/**
 * The listed invoices that are open, as views: each with whether a valid boleto is cached and
 * whether a confirmed payment of it is still in processing, after the purge rules ran on them;
 * remembered a minute for paying from the screen. `complete` when they are the whole open list.
 */
async function toOpenInvoiceViews(
  document: string,
  listed: readonly Invoice[],
  { audience, now, complete }: { audience: InvoiceAudience; now: Date; complete: boolean },
): Promise<OpenInvoiceView[]> {
  const open = openInvoices(listed);
  rememberOpenInvoices(document, open);
  const stillOpen = complete ? undefined : offThePageCheck(document);
  const [cached, processing] = await Promise.all([
    cachedBoletoNumbers(document, open, stillOpen),
    invoicesInProcessing(
      document,
      open.map((invoice) => invoice.id),
      now,
      stillOpen,
    ),
  ]);
  return open.map((invoice) =>
    toOpenInvoiceView(invoice, {
      audience,
      now,
      hasCachedBoleto: cached.has(invoiceNumber(invoice)),
      processing: processing.has(String(invoice.id)),
    }),
  );
}

/**
 * The purge rules need to know which invoices are no longer open, but a page lists only some.
 * When the page holds the whole list it says it all (no check). Otherwise the few invoices the
 * portal keeps something for off the page (a cached boleto, an unsettled payment) are asked for
 * one by one with `titulo_id`: a handful of calls only when there is such an entry, however long
 * the history, rather than the whole list on every load. One the SGP cannot answer now is kept.
 */
function offThePageCheck(document: string): StillOpen {
  return async (invoiceId) => {
    const id = Number(invoiceId);
    if (!Number.isSafeInteger(id)) return false;
    try {
      const invoice = await getInvoice(document, "open", id);
      return invoice !== null && isOpenInvoice(invoice);
    } catch (error) {
      log.warn({ err: error, documento: maskDocument(document), invoiceId }, "fatura fora da página: situação indisponível, mantida");
      return true;
    }
  };
}
