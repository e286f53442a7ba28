/** Intl puts a no-break space (U+00A0) between "R$" and the amount; it is kept on purpose. */
export const NBSP = "\u00A0";

const brlFormatter = new Intl.NumberFormat("pt-BR", { style: "currency", currency: "BRL" });

const DECIMAL_POINT = /^-?\d+(\.\d+)?$/;
const BRAZILIAN_NUMBER = /^-?(\d{1,3}(\.\d{3})+|\d+)(,\d+)?$/;

/**
 * Reads an amount from a number or a string. Strings in the upstream form ("123.45", "10") are read
 * first, so "1.234" means 1.234; Brazilian-formatted strings ("1.234,56", "99,9") are read next.
 * Anything else (including NaN and infinities) gives null.
 */
export function parseAmount(value: number | string | null | undefined): number | null {
  if (typeof value === "number") return Number.isFinite(value) ? value : null;
  if (typeof value !== "string") return null;
  const text = value.trim();
  if (DECIMAL_POINT.test(text)) return Number(text);
  if (BRAZILIAN_NUMBER.test(text)) return Number(text.replace(/\./g, "").replace(",", "."));
  return null;
}

/** 'R$ 1.234,56' (with a no-break space); '-' when the value is absent or not a number. */
export function formatBRL(value: number | string | null | undefined): string {
  const amount = parseAmount(value);
  if (amount === null) return "-";
  // Without this, amounts that round to zero from below print as "-R$ 0,00".
  return brlFormatter.format(Math.round(amount * 100) === 0 ? 0 : amount);
}
