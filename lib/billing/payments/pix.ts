import "server-only";
import { afterResponse } from "@/lib/platform/after-response";
import { efi, generateTxid, type PixChargeLookup } from "@/lib/vendors/efi";
import type { CreatedPix, CreatePixChargeInput } from "@/lib/vendors/efi/types";
import { log, maskDocument } from "@/lib/platform/log";
import { claimGeneration, claimOptions, GenerationBusyError, type Claim } from "./generation";
import { paymentMessages as m } from "./messages";
import { chargeDescription, findOpenInvoice } from "./open-invoice";
import { generationFailure, type PaymentOutcome, type PaymentTarget } from "./outcome";
import { UpstreamRejectedError } from "@/lib/platform/upstream/errors";
import { isReusablePix, pixExpiresAt, reusedPix, sameAmount, toPixView } from "./pix-charges";
import {
  abandonClaim,
  assignPixTxid,
  completePix,
  getDb,
  pixClaimStore,
  purgeExpiredPix,
  setPixLink,
  type Db,
  type PixChargeRow,
} from "./store";
import type { PixView } from "./types";
import { countPaymentGenerated } from "@/lib/platform/observability/metrics";

/**
 * PIX charge for one of the customer's open invoices: the invoice's active,
 * unexpired charge when there is one, otherwise exactly one new charge at the
 * gateway however many requests ask at once. A new charge is handed out as soon as the gateway
 * has made it, with its code and a QR image drawn from it; the link to the gateway's payment
 * page (`pageUrl`, one more round to the gateway) is asked for after the answer and
 * stored, and the open dialog's watch brings it (lib/billing/confirmation/watch.ts).
 */
export async function generatePix(target: PaymentTarget): Promise<PaymentOutcome<PixView>> {
  const found = await findOpenInvoice(target, m.pixFailed);
  if (!found.ok) return found;
  const { document, customer, invoice } = found;
  const context = { documento: maskDocument(document), invoiceId: invoice.id };

  let db: Db | undefined;
  let claim: Claim<PixChargeRow> | undefined;
  try {
    db = await getDb();
    const store = pixClaimStore(db, { cpfcnpj: document, invoiceId: String(invoice.id) });
    claim = await claimGeneration(store, (row) => isReusablePix(row, invoice.amountDue), claimOptions());
  } catch (error) {
    if (error instanceof GenerationBusyError) return generationFailure(error, m.pixFailed, context);
    // Like the boleto cache: a database failure is logged, the customer still gets a charge.
    log.error({ ...context, err: error }, "erro ao ler cobranças PIX");
  }
  if (claim && "reuse" in claim) {
    const row = claim.reuse;
    const pix = db ? await withLink(db, reusedPix(row), context) : reusedPix(row);
    return { ok: true, data: toPixView(pix, row.expiresAt), reused: true };
  }
  const owned = db && claim ? { db, ...claim } : undefined;

  let obtained: Obtained;
  try {
    obtained = await obtainCharge(owned, {
      invoiceId: invoice.id,
      payerDocument: document,
      payerName: customer.name,
      amount: invoice.amountDue,
      description: chargeDescription(invoice),
    });
  } catch (error) {
    // Whatever failed, the txid stays on the row: the next request finds the charge if it was made.
    if (owned)
      await abandonClaim(owned.db, "pix", owned.lock).catch((err: unknown) =>
        log.error({ ...context, err }, "erro ao liberar cobrança PIX"),
      );
    return generationFailure(error, m.pixFailed, context);
  }

  let { pix } = obtained;
  let stored = false;
  if (owned) {
    try {
      stored = await completePix(owned.db, owned.lock, pix, pixExpiresAt(pix));
      if (!stored) log.warn(context, "PIX gerado sem registro (claim perdido)");
      await purgeExpiredPix(owned.db, document);
    } catch (error) {
      log.error({ ...context, err: error }, "erro ao salvar cobrança PIX");
    }
  }
  const { locationId } = obtained;
  if (locationId !== undefined) {
    if (owned && stored) afterResponse(() => storeLink(owned.db, pix, locationId, context));
    // Nothing stored that could be completed later: the link is asked for now.
    else
      pix = {
        ...pix,
        pageUrl: await efi()
          .pixLink(locationId)
          .catch((err: unknown) => linkFailed(err, context)),
      };
  }
  return { ok: true, data: toPixView(pix, pixExpiresAt(pix)), reused: false };
}

type Context = { documento: string; invoiceId: number };

function linkFailed(err: unknown, context: Context): string {
  log.warn({ ...context, err }, "link do PIX indisponível");
  return "";
}

/** The link of a charge just handed out, stored for the dialog's watch and for reuse; a failure leaves it to the next reuse. */
async function storeLink(db: Db, pix: CreatedPix, locationId: number, context: Context): Promise<void> {
  const link = await efi()
    .pixLink(locationId)
    .catch((err: unknown) => linkFailed(err, context));
  if (link) await setPixLink(db, pix.txid, link).catch((err: unknown) => log.error({ ...context, err }, "erro ao salvar o link do PIX"));
}

/**
 * A stored charge whose link was never stored (the gateway failed right after the charge, or
 * the link is still on its way) is completed from the gateway before it is handed out again;
 * should the gateway fail again, the charge goes out without the link, its code being enough.
 */
async function withLink(db: Db, pix: CreatedPix, context: Context): Promise<CreatedPix> {
  if (pix.pageUrl) return pix;
  try {
    const found = await efi().findPixCharge(pix.txid);
    if (found.state !== "active") return pix;
    const completed = { ...pix, pageUrl: found.charge.pageUrl };
    await setPixLink(db, pix.txid, completed.pageUrl);
    return completed;
  } catch (err) {
    linkFailed(err, context);
    return pix;
  }
}

type OwnedClaim = { db: Db; lock: string; unfinished?: PixChargeRow };
/** The charge, and for a new one the location whose link is still to be asked for. */
type Obtained = { pix: CreatedPix; locationId?: number };

/**
 * The charge for this claim: the one an unfinished attempt left at the gateway when it is
 * still payable for this amount, otherwise a new one under a txid recorded beforehand (the
 * unfinished attempt's own txid when the gateway never saw it).
 */
async function obtainCharge(owned: OwnedClaim | undefined, input: Omit<CreatePixChargeInput, "txid">): Promise<Obtained> {
  const leftover = owned?.unfinished?.txid;
  let txid = generateTxid();
  if (leftover) {
    const found = await lookUpLeftover(leftover);
    if (found.state === "active" && sameAmount(found.charge, input.amount)) return { pix: found.charge };
    if (found.state === "absent") txid = leftover;
  }
  if (owned) await assignPixTxid(owned.db, owned.lock, txid);
  const { pix, locationId } = await efi().createPixCharge({ ...input, txid });
  countPaymentGenerated("pix");
  return { pix, locationId };
}

/**
 * What became of an unfinished attempt's txid. A gateway that refuses to say (any refusal other than
 * its "not found") must not leave the invoice without a PIX: the attempt's charge was never handed
 * to anyone, so a new charge under a new txid is safe, and the old one, if it exists, expires unpaid.
 * Only a gateway that does not answer fails the request, to be tried again.
 */
async function lookUpLeftover(txid: string): Promise<PixChargeLookup | { state: "unknown" }> {
  try {
    return await efi().findPixCharge(txid);
  } catch (error) {
    if (!(error instanceof UpstreamRejectedError)) throw error;
    log.warn({ txid, err: error }, "cobrança PIX anterior não consultável; uma nova será criada");
    return { state: "unknown" };
  }
}
