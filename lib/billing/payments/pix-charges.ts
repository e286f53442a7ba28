import "server-only";
import type { CreatedPix } from "@/lib/vendors/efi/types";
import { readStoredPix } from "./stored";
import type { PixChargeRow } from "./store";
import type { PixView } from "./types";

/**
 * The PIX charge of each open invoice (pix_charges, read and written in store.ts): one row per
 * (tax id, invoice), reused while it is active and has time left to be paid.
 */

/** A charge about to expire is not handed out: the customer needs time to open the bank app and pay. */
export const PIX_REUSE_MARGIN_MS = 5 * 60_000;

const cents = (value: number) => Math.round(value * 100);

/** When the charge stops being payable: its creation plus its expiry in seconds (Efí's calendario). */
export function pixExpiresAt(pix: CreatedPix): Date | null {
  const created = Date.parse(pix.createdAt);
  if (!Number.isFinite(created)) return null;
  return new Date(created + pix.expirySeconds * 1000);
}

/** Whether the charge asks for exactly the invoice's amount. */
export function sameAmount(pix: CreatedPix, amount: number): boolean {
  return cents(Number(pix.amount)) === cents(amount);
}

/** A pix_data that reads as no charge (stored.ts) is not reused: a fresh charge replaces it. */
export function isReusablePix(row: PixChargeRow, amount: number, now: Date = new Date()): boolean {
  if (row.status !== "ready" || row.expiresAt === null) return false;
  if (row.expiresAt.getTime() - now.getTime() <= PIX_REUSE_MARGIN_MS) return false;
  const pix = readStoredPix(row.pixData);
  return pix !== null && pix.status.toUpperCase() === "ATIVA" && sameAmount(pix, amount);
}

/** The charge of a reusable row (isReusablePix has read it). */
export function reusedPix(row: PixChargeRow): CreatedPix {
  const pix = readStoredPix(row.pixData);
  if (!pix) throw new TypeError("pix_charges: pix_data ilegível numa cobrança reutilizada");
  return pix;
}

export function toPixView(pix: CreatedPix, expiresAt: Date | null, now: Date = new Date()): PixView {
  const remaining = expiresAt ? Math.max(0, Math.floor((expiresAt.getTime() - now.getTime()) / 1000)) : pix.expirySeconds;
  return { ...pix, secondsLeft: remaining };
}
