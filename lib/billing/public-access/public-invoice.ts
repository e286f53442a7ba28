import "server-only";
import { loadOpenInvoicesScreen, type OpenInvoicesScreen } from "@/lib/billing/invoices/load";
import { maskDocumentMiddle, maskName } from "@/lib/shared/br/masking";
import { log, maskDocument } from "@/lib/platform/log";
import { getCustomer } from "@/lib/vendors/sgp";
import { TtlCache } from "@/lib/shared/ttl-cache";
import { UpstreamNotFoundError } from "@/lib/platform/upstream/errors";

/**
 * What /fatura/{token} renders: the open invoices of the link's document, earliest due first, each
 * payable: the next one and a page of the further ones, as on /invoices. The name and document
 * leave the server already masked (docs/SPEC.md §9): whoever holds the link sees only enough to
 * recognise the account.
 */
export type PublicInvoicePage =
  ({ kind: "ready"; name: string; document: string } & OpenInvoicesScreen) | { kind: "not-found" } | { kind: "unavailable" };

export async function loadPublicInvoice(cpfcnpj: string, page = 1, now: Date = new Date()): Promise<PublicInvoicePage> {
  try {
    const [customer, invoices] = await Promise.all([
      getCustomer(cpfcnpj),
      loadOpenInvoicesScreen(cpfcnpj, { audience: "public", page, now }),
    ]);
    return { kind: "ready", name: maskName(customer.name), document: maskDocumentMiddle(cpfcnpj), ...invoices };
  } catch (error) {
    if (error instanceof UpstreamNotFoundError) return { kind: "not-found" };
    log.error({ err: error, documento: maskDocument(cpfcnpj), msg: "fatura pública indisponível" });
    return { kind: "unavailable" };
  }
}

/** How long a page change reuses what the SGP answered for that page of the link's document. */
const PAGE_CHANGE_CACHE_MS = 30_000;
const recentPages = new TtlCache<PublicInvoicePage>(PAGE_CHANGE_CACHE_MS);

/**
 * A page change of a public link (`?pagina=N`): the same page of the same document within 30
 * seconds is answered from memory, so changing pages back and forth cannot drive the SGP (and its
 * shared circuit breaker). Opening the link itself reads afresh (loadPublicInvoice); a failure is
 * never reused.
 */
export async function loadPublicInvoicePage(cpfcnpj: string, page: number, now: Date = new Date()): Promise<PublicInvoicePage> {
  const key = `${cpfcnpj}:${page}`;
  const shown = await recentPages.load(key, () => loadPublicInvoice(cpfcnpj, page, now));
  if (shown.kind === "unavailable") recentPages.delete(key);
  return shown;
}

/**
 * Opening the link reads afresh; what it read then answers the link's first page for 30 seconds
 * like a page change, above all the page that answers a 'Gerar PIX' posted natively from it
 * (PaymentActions.answerAt), which so waits on the gateway alone, not on a second SGP read.
 */
export async function openPublicInvoice(cpfcnpj: string, now: Date = new Date()): Promise<PublicInvoicePage> {
  const shown = await loadPublicInvoice(cpfcnpj, 1, now);
  if (shown.kind === "ready") recentPages.set(`${cpfcnpj}:1`, shown);
  return shown;
}

/**
 * A boleto issued from the link changes what its pages show ('Ver Boleto'), a PIX charge created
 * does not: then they are read afresh, so the page that answers a form posted without script shows
 * the boleto as cached.
 */
export function forgetPublicPages(cpfcnpj: string): void {
  recentPages.deletePrefix(`${cpfcnpj}:`);
}
