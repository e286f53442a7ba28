import "server-only";
import { getDb, type Db } from "@/lib/db/client";
import { efi, generateTxid } from "@/lib/efi";
import type { CreatePixChargeInput, PixChargeResponse } from "@/lib/efi/types";
import { log, maskDocument } from "@/lib/log";
import { claimGeneration, claimOptions, GenerationBusyError, type Claim } from "./generation";
import { paymentMessages as m } from "./messages";
import { chargeDescription, findOpenInvoice } from "./open-invoice";
import { generationFailure, type PaymentOutcome, type PaymentTarget } from "./outcome";
import { pixCharges } from "@/lib/db/schema";
import { abandonClaim } from "./claim-rows";
import {
  assignPixTxid,
  completePix,
  isReusablePix,
  pixClaimStore,
  pixExpiresAt,
  purgeExpiredPix,
  sameAmount,
  toPixView,
  type PixChargeRow,
} from "./pix-charges";
import type { PixView } from "./types";
import { countPaymentGenerated } from "@/lib/observability/metrics";

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
    claim = await claimGeneration(store, (row) => isReusablePix(row, invoice.amountDue), claimOptions());
  } catch (error) {
    if (error instanceof GenerationBusyError) return generationFailure(error, m.pixFailed, context);
    // Like the boleto cache: a database failure is logged, the customer still gets a charge.
    log.error({ ...context, err: error }, "erro ao ler cobranças PIX");
  }
  if (claim && "reuse" in claim) {
    const row = claim.reuse;
    return { ok: true, data: toPixView(row.pixData as PixChargeResponse["pix"], row.expiresAt), reused: true };
  }
  const owned = db && claim ? { db, ...claim } : undefined;

  let pix: PixChargeResponse["pix"];
  try {
    pix = await obtainCharge(owned, {
      invoiceId: invoice.id,
      payerDocument: documento,
      payerName: customer.name,
      amount: invoice.amountDue,
      description: chargeDescription(invoice),
    });
  } catch (error) {
    // Whatever failed, the txid stays on the row: the next request finds the charge if it was made.
    if (owned) await abandonClaim(owned.db, pixCharges, owned.lock).catch((err: unknown) => log.error({ ...context, err }, "erro ao liberar cobrança PIX"));
    return generationFailure(error, m.pixFailed, context);
  }

  if (owned) {
    try {
      if (!(await completePix(owned.db, owned.lock, pix))) log.warn(context, "PIX gerado sem registro (claim perdido)");
      await purgeExpiredPix(owned.db, documento);
    } catch (error) {
      log.error({ ...context, err: error }, "erro ao salvar cobrança PIX");
    }
  }
  return { ok: true, data: toPixView(pix, pixExpiresAt(pix)), reused: false };
}

type OwnedClaim = { db: Db; lock: string; unfinished?: PixChargeRow };

/**
 * The charge for this claim: the one an unfinished attempt left at the gateway when it is
 * still payable for this amount, otherwise a new one under a txid recorded beforehand (the
 * unfinished attempt's own txid when the gateway never saw it).
 */
async function obtainCharge(owned: OwnedClaim | undefined, input: Omit<CreatePixChargeInput, "txid">): Promise<PixChargeResponse["pix"]> {
  const leftover = owned?.unfinished?.txid;
  let txid = generateTxid();
  if (leftover) {
    const found = await efi().findPixCharge(leftover);
    if (found.state === "active" && sameAmount(found.charge.pix, input.amount)) return found.charge.pix;
    if (found.state === "absent") txid = leftover;
  }
  if (owned) await assignPixTxid(owned.db, owned.lock, txid);
  const { pix } = await efi().createPixCharge({ ...input, txid });
  countPaymentGenerated("pix");
  return pix;
}
