import type { Invoice, InvoiceStatusFilter } from "./types";

/**
 * Fix-ups that need the request's context (the base URL, what was asked for),
 * applied after the schemas have parsed a payload.
 */

/** "null/boleto/…", "https://null/…" or "http://null" at the start: the host the SGP left unset. */
const NULL_HOST = /^(?:https?:\/\/)?null(?=\/|$)/i;

/**
 * The SGP writes `null` where its own public host belongs when an instance has
 * none configured; those links are made absolute against the base URL. Relative
 * links are resolved the same way; a link that is only a placeholder becomes null.
 */
export function replaceNullHost(link: string | null, baseUrl: string): string | null {
  if (!link) return null;
  const base = baseUrl.replace(/\/+$/, "");
  const fixed = link.replace(NULL_HOST, base);
  if (fixed === base) return null;
  return fixed.startsWith("/") ? `${base}${fixed}` : fixed;
}

const STATUS_OF_FILTER: Record<InvoiceStatusFilter, string> = { open: "aberto", paid: "pago" };

export function reshapeInvoice(invoice: Invoice, baseUrl: string, filter: InvoiceStatusFilter | undefined): Invoice {
  return {
    ...invoice,
    status: invoice.status || (filter ? STATUS_OF_FILTER[filter] : ""),
    link: replaceNullHost(invoice.link, baseUrl),
    chargeLink: replaceNullHost(invoice.chargeLink, baseUrl),
  };
}
