import { addDaysToDateString, todayInBrazil } from "@/lib/shared/br/calendar";

/**
 * Pure rules of the payment gateway integration, free of `server-only` so
 * forms and the sandbox can share them.
 */

/** The gateway this portal charges through (docs/SPEC.md §7: its identifier is a constant). */
export const PAYMENT_GATEWAY = "efi";

export const PIX_DESCRIPTION_MAX = 140;
export const BOLETO_DESCRIPTION_MAX = 200;
/** Days added to today when an invoice is due today or earlier (docs/SPEC.md §5). */
export const BOLETO_OVERDUE_EXTENSION_DAYS = 30;
/** Efí's own default for an immediate charge is one hour; the spec shows the expiry in hours and minutes. */
export const PIX_DEFAULT_EXPIRY_SECONDS = 3600;

/** One character, so the cut stays within the gateway's limit counted in characters. */
export const ELLIPSIS = "…";

export const TXID_PATTERN = /^[a-zA-Z0-9]{26,35}$/;
export const GENERATED_TXID_LENGTH = 32;

export function isValidTxid(value: unknown): value is string {
  return typeof value === "string" && TXID_PATTERN.test(value);
}

/**
 * Cuts a description to at most `max` characters (code points, so an emoji is
 * never split), the ellipsis included. Whitespace at the ends is dropped first.
 */
export function truncateDescription(text: string, max: number): string {
  if (!Number.isInteger(max) || max < 1) throw new RangeError(`max inválido: ${max}`);
  const chars = Array.from(text.trim());
  if (chars.length <= max) return chars.join("");
  return (
    chars
      .slice(0, max - 1)
      .join("")
      .trimEnd() + ELLIPSIS
  );
}

/**
 * The boleto's due date (docs/SPEC.md §5): the invoice's own date when still in the
 * future, otherwise today + 30 days, "today" being the São Paulo calendar date.
 */
export function boletoDueDate(invoiceDueDate: string, now: Date = new Date()): string {
  const due = normalizeDate(invoiceDueDate);
  const today = todayInBrazil(now);
  return due <= today ? addDaysToDateString(today, BOLETO_OVERDUE_EXTENSION_DAYS) : due;
}

/** Accepts "YYYY-MM-DD" (optionally followed by a time) or "DD/MM/YYYY"; returns "YYYY-MM-DD". */
function normalizeDate(value: string): string {
  const text = value.trim();
  const iso = /^(\d{4})-(\d{2})-(\d{2})(?:$|[T ])/.exec(text);
  const br = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(text);
  const date = iso ? `${iso[1]}-${iso[2]}-${iso[3]}` : br ? `${br[3]}-${br[2]}-${br[1]}` : null;
  // Round-tripping through Date rejects impossible days such as 2026-02-30.
  if (date && new Date(`${date}T00:00:00Z`).toISOString().startsWith(date)) return date;
  throw new RangeError(`Data de vencimento inválida: "${value}"`);
}

const TXID_ALPHABET = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789";

/** A fresh txid: 32 characters from [A-Za-z0-9], cryptographically random and unbiased. */
export function generateTxid(length: number = GENERATED_TXID_LENGTH): string {
  if (length < 26 || length > 35) throw new RangeError("o txid tem de 26 a 35 caracteres");
  // 248 is the largest multiple of 62 below 256: bytes above it are dropped to avoid bias.
  const limit = 256 - (256 % TXID_ALPHABET.length);
  let txid = "";
  while (txid.length < length) {
    for (const byte of crypto.getRandomValues(new Uint8Array(length * 2))) {
      if (byte < limit && txid.length < length) txid += TXID_ALPHABET[byte % TXID_ALPHABET.length];
    }
  }
  return txid;
}

/** Reais (number) to integer centavos, rounding away float noise (19.99 → 1999). */
export function toCentavos(value: number): number {
  if (!Number.isFinite(value) || value <= 0) throw new RangeError(`valor inválido: ${value}`);
  return Math.round(value * 100);
}

/** Reais (number) to the PIX API's amount string with two decimals. */
export function toPixAmount(value: number): string {
  const centavos = toCentavos(value);
  return `${Math.floor(centavos / 100)}.${String(centavos % 100).padStart(2, "0")}`;
}

/**
 * A phone the charges API accepts (DDD + 8 or 9 digits, digits only), or
 * undefined. A leading country code 55 is dropped.
 */
export function boletoPhone(value: string | null | undefined): string | undefined {
  let digits = (value ?? "").replace(/\D/g, "");
  if ((digits.length === 12 || digits.length === 13) && digits.startsWith("55")) digits = digits.slice(2);
  return /^[1-9]{2}9?\d{8}$/.test(digits) ? digits : undefined;
}

export function boletoEmail(value: string | null | undefined): string | undefined {
  const email = (value ?? "").trim();
  return /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email) ? email : undefined;
}
