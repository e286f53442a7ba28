import "server-only";
import { formatBRL, formatDate } from "@/lib/shared/br";
import { efi } from "@/lib/vendors/efi";
import type { Invoice } from "@/lib/vendors/sgp";
import type { IssuedBoleto } from "@/lib/vendors/efi/types";
import { invoiceNumber, type StillOpen } from "@/lib/billing/invoices/rules";
import { log, maskDocument } from "@/lib/platform/log";
import { notifyCustomer } from "@/lib/notifications/notify";
import { UpstreamNotFoundError, UpstreamRejectedError } from "@/lib/platform/upstream/errors";
import { BOLETO_CACHE_LIMIT, boletoValidUntil, isReusableBoleto, syncBoletoCache, toBoletoView } from "./boleto-cache";
import {
  abandonClaim,
  boletoClaimStore,
  completeBoleto,
  getDb,
  pruneBoletoCache,
  releaseBoleto,
  type BoletoCacheRow,
  type Db,
} from "./store";
import { claimGeneration, claimOptions, GenerationBusyError, type Claim } from "./generation";
import { paymentMessages as m } from "./messages";
import { chargeDescription, findOpenInvoice } from "./open-invoice";
import { generationFailure, type PaymentOutcome, type PaymentTarget } from "./outcome";
import type { BoletoView } from "./types";
import { countPaymentGenerated } from "@/lib/platform/observability/metrics";
import { boletoNotificationUrl } from "@/lib/billing/confirmation/charges-webhook";

/** The gateway refused the request (4xx with its reason) or it never left: no charge exists. */
function mayHaveCharged(error: unknown): boolean {
  return !(error instanceof UpstreamRejectedError || error instanceof UpstreamNotFoundError || error instanceof RangeError);
}

/**
 * Boleto for one of the customer's open invoices: the cached one while valid,
 * otherwise one new charge at the gateway however many requests ask at once.
 */
export async function generateBoleto(target: PaymentTarget): Promise<PaymentOutcome<BoletoView>> {
  const found = await findOpenInvoice(target, m.boletoFailed);
  if (!found.ok) return found;
  const { document, customer, invoice } = found;
  const key = { cpfcnpj: document, numeroDocumento: invoiceNumber(invoice) };
  const context = { documento: maskDocument(document), invoiceId: invoice.id };

  let db: Db | undefined;
  let claim: Claim<BoletoCacheRow> | undefined;
  try {
    db = await getDb();
    const store = boletoClaimStore(db, key, {
      invoiceId: String(invoice.id),
      valor: invoice.amountDue,
      dataVencimento: invoice.dueDate,
    });
    claim = await claimGeneration(store, (row) => isReusableBoleto(row, invoice.amountDue), claimOptions());
  } catch (error) {
    if (error instanceof GenerationBusyError) return generationFailure(error, m.boletoFailed, context);
    // docs/SPEC.md §8: cache failures are only logged; the customer still gets a boleto.
    log.error({ ...context, err: error }, "Erro ao ler cache de boletos:");
  }
  if (claim && "reuse" in claim) return { ok: true, data: toBoletoView(claim.reuse), reused: true };
  const owned = db && claim ? { db, ...claim } : undefined;
  const customId = `titulo-${invoice.id}`;

  let boleto: IssuedBoleto;
  try {
    // An unfinished attempt may have created the boleto before its answer was lost.
    const leftover = owned?.unfinished
      ? await efi().findLiveBoleto({ customId, createdSince: owned.unfinished.createdAt, amount: invoice.amountDue })
      : null;
    boleto =
      leftover ??
      (await efi().createBoleto({
        invoiceId: invoice.id,
        customId,
        payerDocument: document,
        payerName: customer.name,
        email: customer.contacts.emails[0],
        phone: customer.contacts.mobiles[0] ?? customer.contacts.phones[0],
        amount: invoice.amountDue,
        description: chargeDescription(invoice),
        dueDate: invoice.dueDate,
        notificationUrl: boletoNotificationUrl(),
      }));
    if (!leftover) countPaymentGenerated("boleto");
  } catch (error) {
    if (owned) {
      // A refusal created nothing; any other failure may have, so the row stays for the next request to look.
      const settle = mayHaveCharged(error) ? abandonClaim(owned.db, "boleto", owned.lock) : releaseBoleto(owned.db, owned.lock);
      await settle.catch((err: unknown) => log.error({ ...context, err }, "Erro ao salvar boleto no cache:"));
    }
    return generationFailure(error, m.boletoFailed, context);
  }

  if (owned) {
    try {
      if (!(await completeBoleto(owned.db, owned.lock, boleto, boletoValidUntil(boleto.expiresOn))))
        log.warn(context, "boleto gerado sem entrada no cache (claim perdido)");
      await pruneBoletoCache(owned.db, document, BOLETO_CACHE_LIMIT);
    } catch (error) {
      log.error({ ...context, err: error }, "Erro ao salvar boleto no cache:");
    }
  }
  const view: BoletoView = {
    documentNumber: key.numeroDocumento,
    dueDate: invoice.dueDate,
    amount: invoice.amountDue,
    generatedAt: new Date().toISOString(),
    boleto,
  };
  // Never awaited: a slow or failed notification must not hold or fail the payment.
  void notifyCustomer(document, {
    titulo: m.notification.title,
    mensagem: m.notification.message(view.documentNumber, formatBRL(view.amount), formatDate(boleto.expiresOn)),
    tipo: "info",
    link: "/invoices",
    categoria: "fatura",
  });
  return { ok: true, data: view, reused: false };
}

/**
 * Called on every load of an invoice list: purges cached boletos of invoices no
 * longer open (and expired ones) and answers which open invoices have a valid
 * one ('Ver Boleto'). `stillOpen` when `open` is one page of a longer list.
 * A database failure is logged and means "none cached".
 */
export async function cachedBoletoNumbers(
  document: string,
  open: readonly Pick<Invoice, "documentNumber" | "id" | "amountDue">[],
  stillOpen?: StillOpen,
): Promise<Set<string>> {
  try {
    const db = await getDb();
    const entries = open.map((invoice) => ({ numeroDocumento: invoiceNumber(invoice), valor: invoice.amountDue }));
    return await syncBoletoCache(db, document, entries, new Date(), stillOpen);
  } catch (error) {
    log.error({ documento: maskDocument(document), err: error }, "Erro ao ler cache de boletos:");
    return new Set();
  }
}
