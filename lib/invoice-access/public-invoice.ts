import "server-only";
import { maskDocumentMiddle, maskName } from "@/lib/br/masking";
import { invoiceNumber, invoiceState, openInvoices } from "@/lib/invoices/present";
import { log, maskDocument } from "@/lib/log";
import { cachedBoletoNumbers } from "@/lib/payments";
import { getCustomer, getTitulos, type Invoice } from "@/lib/sgp";
import { UpstreamNotFoundError } from "@/lib/upstream/errors";

/** The invoice as the public page shows it (docs/SPEC.md §2): plain data, safe for client components. */
export type PublicInvoice = Pick<
  Invoice,
  "id" | "numeroDocumento" | "demonstrativo" | "dataVencimento" | "valorCorrigido" | "valorDesconto" | "portador"
> & { overdue: boolean; hasCachedBoleto: boolean };

/**
 * What /fatura/{token} renders. The name and document leave the server already masked
 * (docs/SPEC.md §9): whoever holds the link sees only enough to recognise the account.
 */
export type PublicInvoicePage =
  | { kind: "ready"; nome: string; documento: string; invoice: PublicInvoice | null }
  | { kind: "not-found" }
  | { kind: "unavailable" };

export async function loadPublicInvoice(cpfcnpj: string, now: Date = new Date()): Promise<PublicInvoicePage> {
  try {
    const [customer, titulos] = await Promise.all([getCustomer(cpfcnpj), getTitulos(cpfcnpj, "abertos")]);
    const open = openInvoices(titulos);
    // Given every open invoice, so it purges only boletos of invoices no longer open (docs/SPEC.md §4).
    const cached = await cachedBoletoNumbers(cpfcnpj, open);
    const next = open[0];
    return {
      kind: "ready",
      nome: maskName(customer.nome),
      documento: maskDocumentMiddle(cpfcnpj),
      invoice: next ? toPublicInvoice(next, cached.has(invoiceNumber(next)), now) : null,
    };
  } catch (error) {
    if (error instanceof UpstreamNotFoundError) return { kind: "not-found" };
    log.error({ err: error, documento: maskDocument(cpfcnpj), msg: "fatura pública indisponível" });
    return { kind: "unavailable" };
  }
}

function toPublicInvoice(invoice: Invoice, hasCachedBoleto: boolean, now: Date): PublicInvoice {
  return {
    id: invoice.id,
    numeroDocumento: invoice.numeroDocumento,
    demonstrativo: invoice.demonstrativo,
    dataVencimento: invoice.dataVencimento,
    valorCorrigido: invoice.valorCorrigido,
    valorDesconto: invoice.valorDesconto,
    portador: invoice.portador,
    overdue: invoiceState(invoice, now) === "overdue",
    hasCachedBoleto,
  };
}
