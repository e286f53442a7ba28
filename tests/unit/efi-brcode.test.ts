import { parsePix, hasError, isDynamicPix } from "pix-utils";
import { describe, expect, it } from "vitest";
import { buildDynamicBrCode, crc16, emvText, hasValidCrc, parseTlv, tlv, withCrc } from "@/lib/billing/brcode/brcode";

// Verified payloads from docs/UPSTREAMS.md §3.
const OPENPIX_DYNAMIC =
  "00020101021226910014br.gov.bcb.pix2569localhost:5001/api/testaccount/qr/v1/5b2970f464a740378aa472c6dad0bf8352040000530398654071234.565802BR5905Woovi6009SAO_PAULO610804556300622905255b2970f464a740378aa472c6d63046BA9";
const SIMULATOR_DYNAMIC =
  "00020101021226800014br.gov.bcb.pix2558pix.example.com/qr/v2/cob/0123456789abcdef0123456789abcdef520400005303986540599.905802BR5921PROVEDOR EXEMPLO LTDA6009SAO PAULO62070503***630407E1";
const STATIC =
  "00020126330014br.gov.bcb.pix011112345678909520400005303986540510.005802BR5913FULANO DE TAL6008BRASILIA62130509PEDIDO12363045799";

describe("crc16 (CCITT-FALSE)", () => {
  it("gives the standard check value for 123456789", () => {
    expect(crc16("123456789")).toBe("29B1");
  });

  it.each([
    ["OpenPix dynamic", OPENPIX_DYNAMIC, "6BA9"],
    ["simulator dynamic", SIMULATOR_DYNAMIC, "07E1"],
    ["static", STATIC, "5799"],
  ])("recomputes the CRC of the %s example", (_name, code, crc) => {
    expect(crc16(code.slice(0, -4))).toBe(crc);
    expect(hasValidCrc(code)).toBe(true);
  });

  it("pads to four upper-case hex digits", () => {
    for (const sample of ["", "a", "0002010102126304", "Zz"]) expect(crc16(sample)).toMatch(/^[0-9A-F]{4}$/);
  });

  it("rejects a code whose CRC or body was altered", () => {
    expect(hasValidCrc(SIMULATOR_DYNAMIC.replace("99.90", "99.91"))).toBe(false);
    expect(hasValidCrc(SIMULATOR_DYNAMIC.slice(0, -1) + "0")).toBe(false);
    expect(hasValidCrc("no crc here")).toBe(false);
  });
});

describe("TLV", () => {
  it("writes id, two-digit length and value", () => {
    expect(tlv("00", "01")).toBe("000201");
    expect(tlv("59", "FULANO DE TAL")).toBe("5913FULANO DE TAL");
  });

  it("refuses empty or too long values and bad ids", () => {
    expect(() => tlv("26", "")).toThrow(RangeError);
    expect(() => tlv("26", "x".repeat(100))).toThrow(RangeError);
    expect(() => tlv("1", "x")).toThrow(RangeError);
  });

  it("parses what it writes, nested templates included", () => {
    const fields = parseTlv(SIMULATOR_DYNAMIC);
    expect(fields.get("00")).toBe("01");
    expect(fields.get("54")).toBe("99.90");
    expect(fields.get("63")).toBe("07E1");
    expect(parseTlv(fields.get("26")!).get("25")).toBe("pix.example.com/qr/v2/cob/0123456789abcdef0123456789abcdef");
    expect(() => parseTlv("0005ab")).toThrow(SyntaxError);
  });

  it("appends 6304 and the CRC over it", () => {
    expect(withCrc("000201")).toBe(`0002016304${crc16("0002016304")}`);
  });
});

describe("buildDynamicBrCode", () => {
  it("reproduces the verified simulator example byte for byte", () => {
    const code = buildDynamicBrCode({
      location: "https://pix.example.com/qr/v2/cob/0123456789abcdef0123456789abcdef",
      merchantName: "Provedor Exemplo Ltda",
      merchantCity: "São Paulo",
      amount: 99.9,
    });
    expect(code).toBe(SIMULATOR_DYNAMIC);
  });

  it("is accepted by an independent parser (pix-utils) as a dynamic Pix", () => {
    const code = buildDynamicBrCode({
      location: "qrcodes-pix.sandbox.local/v2/abc",
      merchantName: "Telecom Ação & Cia Serviços de Internet",
      merchantCity: "São José dos Campos",
      amount: 1234.5,
    });
    const pix = parsePix(code);
    if (hasError(pix)) throw new Error(pix.message);
    if (!isDynamicPix(pix)) throw new Error("expected a dynamic Pix");
    expect(pix.merchantName).toBe("TELECOM ACAO & CIA SERVIC");
    expect(pix.merchantName.length).toBeLessThanOrEqual(25);
    expect(pix.merchantCity).toBe("SAO JOSE DOS CA");
    expect(parseTlv(code).get("54")).toBe("1234.50");
    expect(parseTlv(code).get("01")).toBe("12");
    expect(parseTlv(code).get("62")).toBe("0503***");
  });

  it("leaves the amount out when none is given", () => {
    const code = buildDynamicBrCode({ location: "x.example/v2/1", merchantName: "A", merchantCity: "B" });
    expect(parseTlv(code).has("54")).toBe(false);
    expect(hasValidCrc(code)).toBe(true);
  });

  it("refuses a non-positive amount", () => {
    expect(() => buildDynamicBrCode({ location: "x/1", merchantName: "A", merchantCity: "B", amount: 0 })).toThrow();
  });
});

describe("emvText", () => {
  it("strips accents, upper-cases and cuts", () => {
    expect(emvText("  Joâo   da Silva ", 25)).toBe("JOAO DA SILVA");
    expect(emvText("Ribeirão Preto", 15)).toBe("RIBEIRAO PRETO");
    expect(emvText("abc", 2)).toBe("AB");
  });
});
