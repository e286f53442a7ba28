/**
 * How the open invoices and the paid history are paged (docs/SPEC.md §2 is silent about it): the
 * next open invoice in detail, then the further open ones 12 to a page (`?pagina=N`, server-rendered
 * so it works without JavaScript), and the paid history 12 at a time ('Carregar mais'). Pure, for
 * the pages, the actions and the tests.
 */

/** Further open invoices per page, and paid invoices per 'Carregar mais'. */
export const OPEN_INVOICES_PAGE_SIZE = 12;
export const PAID_INVOICES_PAGE_SIZE = 12;
/** The search parameter of the open invoices' page number. */
export const PAGE_PARAM = "pagina";
/** Far beyond any real history; a larger number is read as the first page. */
const MAX_PAGE = 10_000;

/** The page a `?pagina=` value asks for: a whole number from 1, else the first page. */
export function pageFromParam(value: string | string[] | undefined): number {
  const text = Array.isArray(value) ? value[0] : value;
  if (!text || !/^\d{1,5}$/.test(text)) return 1;
  const page = Number(text);
  return page >= 1 && page <= MAX_PAGE ? page : 1;
}

/** Where the further open invoices of `page` start in the whole list (the next invoice is its first). */
export function otherInvoicesOffset(page: number): number {
  return 1 + (page - 1) * OPEN_INVOICES_PAGE_SIZE;
}

/** How many pages the further open invoices take: at least one, so an empty list still has page 1. */
export function otherInvoicesPageCount(openTotal: number): number {
  return Math.max(1, Math.ceil((openTotal - 1) / OPEN_INVOICES_PAGE_SIZE));
}
