import "server-only";
import { normalizeDocument } from "@/lib/shared/br/document";
import { configuredOnce } from "@/lib/platform/config/configured-once";
import type { Invoice } from "@/lib/vendors/sgp";
import { TtlCache } from "@/lib/shared/ttl-cache";

/**
 * How long a page's open invoices may stand for the SGP's answer when the subscriber pays one of
 * them: the time from seeing the invoices to tapping 'Gerar PIX' or 'Boleto' (seconds on a slow
 * phone, under a minute for a hesitant payer). It adds no staleness a screen does not already
 * have, since the subscriber pays what the page showed, and a payment the portal confirms
 * forgets the document at once; what was paid through the portal and awaits the SGP is refused
 * by the database check before this memory is read (startPayment's paidAlready).
 */
export const RECENT_OPEN_INVOICES_MS = 60_000;

/** About a minute of a due-date morning's busiest hour (bench/RESULTS.md, ~32 000 visits an hour). */
const MAX_DOCUMENTS = 1_000;

/**
 * The open invoices each document's screen has just loaded from the SGP, so that paying one of
 * them need not ask the SGP again. Per instance: on another instance, or after the TTL, a miss
 * just asks the SGP. Only an id among the document's own open invoices is ever found.
 */
export function openInvoiceMemory(ttlMs = RECENT_OPEN_INVOICES_MS, maxDocuments = MAX_DOCUMENTS, now?: () => number) {
  const documents = new TtlCache<readonly Invoice[]>(ttlMs, maxDocuments, now);
  return {
    remember(document: string, open: readonly Invoice[]): void {
      documents.set(normalizeDocument(document), open);
    },
    async find(document: string, invoiceId: number): Promise<Invoice | undefined> {
      const open = await documents.peek(normalizeDocument(document));
      return open?.find((invoice) => invoice.id === invoiceId);
    },
    forget(document: string): void {
      documents.delete(normalizeDocument(document));
    },
  };
}

// Kept as long as the configuration, like the SGP client's customer cache (another SGP, another memory).
const memory = configuredOnce(() => openInvoiceMemory());

export const rememberOpenInvoices = (document: string, open: readonly Invoice[]) => memory().remember(document, open);
export const recentOpenInvoice = (document: string, invoiceId: number) => memory().find(document, invoiceId);
export const forgetOpenInvoices = (document: string) => memory().forget(document);
