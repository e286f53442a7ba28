/**
 * BACEN BR Code (PIX "copia e cola"): EMV MPM TLV fields closed by a CRC16.
 * Kept free of `server-only`: the gateway sandbox builds its codes with it and
 * the app may use the parser to read a code it was given.
 */

export const PIX_GUI = "br.gov.bcb.pix";
export const MERCHANT_NAME_MAX = 25;
export const MERCHANT_CITY_MAX = 15;

/** CRC16-CCITT-FALSE (poly 0x1021, init 0xFFFF, no reflection) as 4 upper-case hex digits. */
export function crc16(payload: string): string {
  let crc = 0xffff;
  for (const byte of new TextEncoder().encode(payload)) {
    crc ^= byte << 8;
    for (let bit = 0; bit < 8; bit++) {
      crc = crc & 0x8000 ? ((crc << 1) ^ 0x1021) & 0xffff : (crc << 1) & 0xffff;
    }
  }
  return crc.toString(16).toUpperCase().padStart(4, "0");
}

/** One EMV field: id (2 digits), length (2 digits) and value. */
export function tlv(id: string, value: string): string {
  if (!/^\d{2}$/.test(id)) throw new RangeError(`EMV id inválido: "${id}"`);
  if (value.length === 0 || value.length > 99) {
    throw new RangeError(`EMV campo ${id}: valor com ${value.length} caracteres (1 a 99)`);
  }
  return `${id}${String(value.length).padStart(2, "0")}${value}`;
}

/** Appends "6304" and the CRC computed over everything before it, "6304" included. */
export function withCrc(payloadWithoutCrc: string): string {
  const body = `${payloadWithoutCrc}6304`;
  return `${body}${crc16(body)}`;
}

/**
 * Upper-case ASCII without accents, restricted to letters, digits, space and a
 * few marks, as payment apps expect in the merchant name and city.
 */
export function emvText(value: string, max: number): string {
  const ascii = value
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .toUpperCase()
    .replace(/[^A-Z0-9 .,&/-]/g, " ")
    .replace(/\s+/g, " ")
    .trim();
  return ascii.slice(0, max).trim();
}

export type DynamicBrCodeInput = {
  /** The charge's location URL, with or without the scheme (it is dropped, as BCB asks). */
  location: string;
  merchantName: string;
  merchantCity: string;
  /** Optional on dynamic codes; when given it is written as field 54 with two decimals. */
  amount?: number;
};

/** A single-use dynamic BR Code pointing at a charge location. */
export function buildDynamicBrCode(input: DynamicBrCodeInput): string {
  const location = input.location.replace(/^https?:\/\//i, "");
  const merchantName = emvText(input.merchantName, MERCHANT_NAME_MAX);
  const merchantCity = emvText(input.merchantCity, MERCHANT_CITY_MAX);
  if (!merchantName || !merchantCity) throw new RangeError("nome e cidade do recebedor são obrigatórios");
  const fields = [
    tlv("00", "01"),
    tlv("01", "12"),
    tlv("26", tlv("00", PIX_GUI) + tlv("25", location)),
    tlv("52", "0000"),
    tlv("53", "986"),
  ];
  if (input.amount !== undefined) {
    if (!Number.isFinite(input.amount) || input.amount <= 0) throw new RangeError("valor inválido");
    fields.push(tlv("54", (Math.round(input.amount * 100) / 100).toFixed(2)));
  }
  fields.push(tlv("58", "BR"), tlv("59", merchantName), tlv("60", merchantCity), tlv("62", tlv("05", "***")));
  return withCrc(fields.join(""));
}

export type StaticBrCodeInput = {
  /** The receiver's PIX key. */
  key: string;
  amount: number;
  merchantName: string;
  merchantCity: string;
  /** Up to 25 alphanumeric characters identifying the payment. */
  txid: string;
};

/** A reusable static BR Code for a fixed amount (what the subscriber system prints on invoices). */
export function buildStaticBrCode(input: StaticBrCodeInput): string {
  const merchantName = emvText(input.merchantName, MERCHANT_NAME_MAX);
  const merchantCity = emvText(input.merchantCity, MERCHANT_CITY_MAX);
  return withCrc(
    [
      tlv("00", "01"),
      tlv("26", tlv("00", PIX_GUI) + tlv("01", input.key)),
      tlv("52", "0000"),
      tlv("53", "986"),
      tlv("54", input.amount.toFixed(2)),
      tlv("58", "BR"),
      tlv("59", merchantName),
      tlv("60", merchantCity),
      tlv("62", tlv("05", input.txid.replace(/[^A-Za-z0-9]/g, "").slice(0, 25))),
    ].join(""),
  );
}

export type TlvFields = Map<string, string>;

/** Splits a TLV string into its fields; throws on a truncated or malformed field. */
export function parseTlv(data: string): TlvFields {
  const fields: TlvFields = new Map();
  let i = 0;
  while (i < data.length) {
    const id = data.slice(i, i + 2);
    const len = data.slice(i + 2, i + 4);
    if (!/^\d{2}$/.test(id) || !/^\d{2}$/.test(len)) throw new SyntaxError(`TLV malformado na posição ${i}`);
    const value = data.slice(i + 4, i + 4 + Number(len));
    if (value.length !== Number(len)) throw new SyntaxError(`TLV truncado no campo ${id}`);
    fields.set(id, value);
    i += 4 + Number(len);
  }
  return fields;
}

/** True when the code ends in "6304" plus the CRC of everything up to it. */
export function hasValidCrc(code: string): boolean {
  const match = /^(.*6304)([0-9A-F]{4})$/.exec(code);
  return match !== null && crc16(match[1]!) === match[2];
}
