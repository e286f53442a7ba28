/**
 * Realistic payment codes for the demo titles: a FEBRABAN barcode and linha
 * digitável with correct check digits (UPSTREAMS §4) and a static PIX BR Code
 * with its CRC (UPSTREAMS §3), so copied codes pass a bank app's validation.
 */

const BOLETO_FACTOR_BASE = Date.UTC(2025, 1, 22); // factor 1000 since the 2025 reset

function mod10(digits: string): number {
  let sum = 0;
  let weight = 2;
  for (let i = digits.length - 1; i >= 0; i--) {
    const product = Number(digits[i]) * weight;
    sum += product > 9 ? product - 9 : product;
    weight = weight === 2 ? 1 : 2;
  }
  return (10 - (sum % 10)) % 10;
}

function mod11(digits: string): number {
  let sum = 0;
  let weight = 2;
  for (let i = digits.length - 1; i >= 0; i--) {
    sum += Number(digits[i]) * weight;
    weight = weight === 9 ? 2 : weight + 1;
  }
  const dv = 11 - (sum % 11);
  return dv === 0 || dv === 10 || dv === 11 ? 1 : dv;
}

export function dueDateFactor(isoDate: string): string {
  const days = Math.round((Date.parse(`${isoDate}T00:00:00Z`) - BOLETO_FACTOR_BASE) / 86_400_000);
  return String(1000 + days).padStart(4, "0");
}

/** Barcode (44 digits) and formatted linha digitável (47 digits) of a boleto. */
export function boletoCodes(input: { bank: string; dueDate: string; amount: number; campoLivre: string }) {
  const amount = String(Math.round(input.amount * 100)).padStart(10, "0");
  const free = input.campoLivre.padStart(25, "0").slice(-25);
  const head = `${input.bank}9`;
  const tail = `${dueDateFactor(input.dueDate)}${amount}`;
  const dv = mod11(`${head}${tail}${free}`);
  const field = (digits: string) => `${digits}${mod10(digits)}`;
  const f1 = field(`${head}${free.slice(0, 5)}`);
  const f2 = field(free.slice(5, 15));
  const f3 = field(free.slice(15, 25));
  return {
    codigoBarras: `${head}${dv}${tail}${free}`,
    linhaDigitavel: `${f1.slice(0, 5)}.${f1.slice(5)} ${f2.slice(0, 5)}.${f2.slice(5)} ${f3.slice(0, 5)}.${f3.slice(5)} ${dv} ${tail}`,
  };
}

function crc16(payload: string): string {
  let crc = 0xffff;
  for (const byte of Buffer.from(payload, "utf8")) {
    crc ^= byte << 8;
    for (let bit = 0; bit < 8; bit++) crc = crc & 0x8000 ? ((crc << 1) ^ 0x1021) & 0xffff : (crc << 1) & 0xffff;
  }
  return crc.toString(16).toUpperCase().padStart(4, "0");
}

const tlv = (id: string, value: string) => `${id}${String(Buffer.byteLength(value, "utf8")).padStart(2, "0")}${value}`;

/** A static PIX "copia e cola" for a fixed amount. */
export function staticPixCode(input: { key: string; amount: number; merchant: string; city: string; txid: string }): string {
  const payload =
    tlv("00", "01") +
    tlv("26", tlv("00", "br.gov.bcb.pix") + tlv("01", input.key)) +
    tlv("52", "0000") +
    tlv("53", "986") +
    tlv("54", input.amount.toFixed(2)) +
    tlv("58", "BR") +
    tlv("59", input.merchant.slice(0, 25)) +
    tlv("60", input.city.slice(0, 15)) +
    tlv("62", tlv("05", input.txid.slice(0, 25))) +
    "6304";
  return payload + crc16(payload);
}
