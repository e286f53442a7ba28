/**
 * Where a reminder (its notification and its push) takes the subscriber: the invoices page,
 * scrolled to that invoice. The page gives each open invoice the element id below, so the
 * fragment scrolls to it and `:target` highlights it.
 */
export function invoiceAnchorId(numeroDocumento: string): string {
  return `fatura-${numeroDocumento.replace(/[^A-Za-z0-9_-]/g, "-")}`;
}

export function invoiceLink(numeroDocumento: string): string {
  return `/invoices#${invoiceAnchorId(numeroDocumento)}`;
}
