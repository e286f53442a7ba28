/**
 * FEBRABAN bank-slip numbers (docs/UPSTREAMS.md §4): the 44-digit barcode and the
 * 47-digit linha digitável with their mod-10 / mod-11 check digits and the
 * due-date factor that restarted at 1000 on 2025-02-22.
 */

export const EFI_BANK_CODE = "364";
const CURRENCY_REAL = "9";
const DAY_MS = 86_400_000;
const FACTOR_BASE = Date.UTC(1997, 9, 7);

/** Mod 10 check digit: weights 2,1,2,1… from the right, two-digit products summed digit by digit. */
export function mod10(digits: string): number {
  let sum = 0;
  let weight = 2;
  for (let i = digits.length - 1; i >= 0; i--) {
    const product = Number(digits[i]) * weight;
    sum += product > 9 ? product - 9 : product;
    weight = weight === 2 ? 1 : 2;
  }
  return (10 - (sum % 10)) % 10;
}

/** The barcode's general check digit: weights 2..9 from the right; 0, 10 and 11 become 1. */
export function mod11(digits: string): number {
  let sum = 0;
  let weight = 2;
  for (let i = digits.length - 1; i >= 0; i--) {
    sum += Number(digits[i]) * weight;
    weight = weight === 9 ? 2 : weight + 1;
  }
  const dv = 11 - (sum % 11);
  return dv === 0 || dv === 10 || dv === 11 ? 1 : dv;
}

/**
 * False when the general check digit is 1 only because of the FEBRABAN rule
 * for remainders 0 and 1 (11 - r would be 11 or 10). Some validators (among
 * them @mrmgomes/boleto-utils) write 0 there, so the sandbox avoids those
 * numbers and every validator agrees on its boletos.
 */
export function hasUnambiguousGeneralDv(barcode: string): boolean {
  const digits = barcode.slice(0, 4) + barcode.slice(5);
  let sum = 0;
  let weight = 2;
  for (let i = digits.length - 1; i >= 0; i--) {
    sum += Number(digits[i]) * weight;
    weight = weight === 9 ? 2 : weight + 1;
  }
  return sum % 11 > 1;
}

/**
 * Days since 1997-10-07 in four digits; past 9999 the count restarts at 1000
 * (2025-02-21 is 9999, 2025-02-22 is 1000), every 9000 days.
 */
export function dueDateFactor(date: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  if (!match) throw new RangeError(`data inválida: "${date}"`);
  const days = Math.round((Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])) - FACTOR_BASE) / DAY_MS);
  if (days < 1000) throw new RangeError(`data anterior a 2000-07-03: "${date}"`);
  return String(((days - 1000) % 9000) + 1000);
}

export type BarcodeInput = {
  bank?: string;
  /** YYYY-MM-DD. */
  dueDate: string;
  centavos: number;
  /** 25 digits chosen by the bank (agency, wallet, "nosso número"…). */
  campoLivre: string;
};

export function buildBarcode(input: BarcodeInput): string {
  const bank = input.bank ?? EFI_BANK_CODE;
  if (!/^\d{3}$/.test(bank)) throw new RangeError("código do banco com 3 dígitos");
  if (!/^\d{25}$/.test(input.campoLivre)) throw new RangeError("campo livre com 25 dígitos");
  if (!Number.isInteger(input.centavos) || input.centavos < 0 || input.centavos > 9_999_999_999) {
    throw new RangeError("valor em centavos fora do intervalo");
  }
  const rest = `${dueDateFactor(input.dueDate)}${String(input.centavos).padStart(10, "0")}${input.campoLivre}`;
  const head = `${bank}${CURRENCY_REAL}`;
  return `${head}${mod11(head + rest)}${rest}`;
}

/** 47 digits, formatted "AAABC.CCCCX DDDDD.DDDDDY EEEEE.EEEEEZ K UUUUVVVVVVVVVV". */
export function barcodeToLinhaDigitavel(barcode: string): string {
  if (!/^\d{44}$/.test(barcode)) throw new RangeError("código de barras com 44 dígitos");
  const free = barcode.slice(19);
  const field1 = barcode.slice(0, 4) + free.slice(0, 5);
  const field2 = free.slice(5, 15);
  const field3 = free.slice(15, 25);
  const f1 = field1 + mod10(field1);
  const f2 = field2 + mod10(field2);
  const f3 = field3 + mod10(field3);
  return `${f1.slice(0, 5)}.${f1.slice(5)} ${f2.slice(0, 5)}.${f2.slice(5)} ${f3.slice(0, 5)}.${f3.slice(5)} ${barcode[4]} ${barcode.slice(5, 19)}`;
}

/** The barcode a linha digitável encodes (its field check digits dropped). */
export function linhaDigitavelToBarcode(linha: string): string {
  const d = linha.replace(/\D/g, "");
  if (d.length !== 47) throw new RangeError("linha digitável com 47 dígitos");
  return d.slice(0, 4) + d[32] + d.slice(33, 47) + d.slice(4, 9) + d.slice(10, 20) + d.slice(21, 31);
}
