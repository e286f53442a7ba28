import "server-only";
import { getDb, type Db } from "@/lib/db/client";
import { efi } from "@/lib/efi";
import type { PixChargeResponse } from "@/lib/efi/types";
import { log, maskDocument } from "@/lib/log";
import { claimGeneration, claimOptions, GenerationBusyError, type Claim } from "./generation";
import { paymentMessages as m } from "./messages";
import { chargeDescription, findOpenInvoice } from "./open-invoice";
import { generationFailure, type PaymentOutcome, type PaymentTarget } from "./outcome";
import {
  completePix,
  isReusablePix,
  pixClaimStore,
  pixExpiresAt,
  purgeExpiredPix,
  releasePix,
  toPixView,
  type PixChargeRow,
} from "./pix-charges";
import type { PixView } from "./types";

/**
 * PIX charge for one of the customer's open invoices: the invoice's active,
 * unexpired charge when there is one, otherwise exactly one new charge at the
 * gateway however many requests ask at once.
 */
export async function generatePix(target: PaymentTarget): Promise<PaymentOutcome<PixView>> {
  const found = await findOpenInvoice(target, m.pixFailed);
  if (!found.ok) return found;
  const { documento, customer, invoice } = found;
  const context = { documento: maskDocument(documento), invoiceId: invoice.id };

  let db: Db | undefined;
  let claim: Claim<PixChargeRow> | undefined;
  try {
    db = await getDb();
    const store = pixClaimStore(db, { cpfcnpj: documento, invoiceId: String(invoice.id) });
    claim = await claimGeneration(store, (row) => isReusablePix(row, invoice.valorCorrigido), claimOptions());
  } catch (error) {
    if (error instanceof GenerationBusyError) return generationFailure(error, m.pixFailed, context);
    // Like the boleto cache: a database failure is logged, the customer still gets a charge.
    log.error({ ...context, err: error }, "erro ao ler cobranças PIX");
  }
  if (claim && "reuse" in claim) {
    const row = claim.reuse;
    return { ok: true, data: toPixView(row.pixData as PixChargeResponse["pix"], row.expiresAt), reused: true };
  }

  let pix: PixChargeResponse["pix"];
  try {
    ({ pix } = await efi().createPixCharge({
      invoiceId: invoice.id,
      cpfCnpj: documento,
      nome: customer.nome,
      valor: invoice.valorCorrigido,
      descricao: chargeDescription(invoice),
    }));
  } catch (error) {
    if (db && claim) await releasePix(db, claim.lock).catch((err: unknown) => log.error({ ...context, err }, "erro ao liberar cobrança PIX"));
    return generationFailure(error, m.pixFailed, context);
  }

  if (db && claim) {
    try {
      if (!(await completePix(db, claim.lock, pix))) log.warn(context, "PIX gerado sem registro (claim perdido)");
      await purgeExpiredPix(db, documento);
    } catch (error) {
      log.error({ ...context, err: error }, "erro ao salvar cobrança PIX");
    }
  }
  return { ok: true, data: toPixView(pix, pixExpiresAt(pix)), reused: false };
}
