import * as boletoUtils from "@mrmgomes/boleto-utils";
import { describe, expect, it } from "vitest";
import {
  barcodeToLinhaDigitavel,
  buildBarcode,
  dueDateFactor,
  hasUnambiguousGeneralDv,
  linhaDigitavelToBarcode,
  mod10,
  mod11,
} from "@/sandbox/shared/febraban";

/** The library's typings miss the second parameter that the function reads. */
const validarCodigoComDV = boletoUtils.validarCodigoComDV as unknown as (codigo: string, tipo: string) => boolean;

// docs/UPSTREAMS.md §4: a real SGP/Sicoob line, due 2026-05-20, R$ 319,95.
const SGP_LINE = "75691.33510 01192.467205 00031.600018 4 14520000031995";
const SGP_BARCODE = "75694145200000319951335101192467200003160001";

describe("due-date factor", () => {
  it("counts days from 1997-10-07 and restarts at 1000 on 2025-02-22", () => {
    expect(dueDateFactor("2000-07-03")).toBe("1000");
    expect(dueDateFactor("2025-02-21")).toBe("9999");
    expect(dueDateFactor("2025-02-22")).toBe("1000");
    expect(dueDateFactor("2026-05-20")).toBe("1452");
  });

  it("refuses malformed dates and dates before the first cycle", () => {
    expect(() => dueDateFactor("20/05/2026")).toThrow(RangeError);
    expect(() => dueDateFactor("1999-01-01")).toThrow(RangeError);
  });
});

describe("check digits", () => {
  it("matches the verified SGP line's field and general digits", () => {
    expect(mod10("756913351")).toBe(0);
    expect(mod10("0119246720")).toBe(5);
    expect(mod10("0003160001")).toBe(8);
    expect(mod11(SGP_BARCODE.slice(0, 4) + SGP_BARCODE.slice(5))).toBe(4);
  });
});

describe("linha digitável", () => {
  it("rebuilds the verified SGP barcode and line", () => {
    expect(linhaDigitavelToBarcode(SGP_LINE)).toBe(SGP_BARCODE);
    expect(barcodeToLinhaDigitavel(SGP_BARCODE)).toBe(SGP_LINE);
    expect(buildBarcode({ bank: "756", dueDate: "2026-05-20", centavos: 31995, campoLivre: SGP_BARCODE.slice(19) })).toBe(SGP_BARCODE);
  });

  it("builds lines an independent validator accepts, with amount and due date", () => {
    const cases = [
      { dueDate: "2026-12-24", centavos: 14990 },
      { dueDate: "2030-01-31", centavos: 1 },
      { dueDate: "2025-02-22", centavos: 9_999_999_999 },
    ];
    for (const c of cases) {
      const barcode = buildBarcode({ ...c, campoLivre: "1000044000001987654321012" });
      expect(hasUnambiguousGeneralDv(barcode)).toBe(true);
      const line = barcodeToLinhaDigitavel(barcode);
      expect(line).toMatch(/^\d{5}\.\d{5} \d{5}\.\d{6} \d{5}\.\d{6} \d \d{14}$/);
      const result = boletoUtils.validarBoleto(line) as boletoUtils.Boleto & { vencimentoComNovoFator2025: Date };
      expect(result.sucesso).toBe(true);
      expect(result.tipoCodigoInput).toBe("LINHA_DIGITAVEL");
      expect(result.valor).toBeCloseTo(c.centavos / 100, 2);
      expect(new Date(result.vencimentoComNovoFator2025).toISOString().slice(0, 10)).toBe(c.dueDate);
      // The validator checks only the field digits on a line; the general digit is checked on the barcode.
      expect(boletoUtils.linhaDigitavel2CodBarras(line)).toBe(barcode);
      expect(validarCodigoComDV(barcode, "CODIGO_DE_BARRAS")).toBe(true);
    }
  });

  it("writes 1 as the general digit for remainders 0 and 1, as FEBRABAN says (the validator writes 0)", () => {
    const barcode = buildBarcode({ dueDate: "2030-01-31", centavos: 1, campoLivre: "1000044000002987654321012" });
    expect(barcode[4]).toBe("1");
    expect(hasUnambiguousGeneralDv(barcode)).toBe(false);
    expect(boletoUtils.calculaDVCodBarras(barcode, 4, 11)).toBe(0);
  });

  it("is rejected by the validator once a digit changes", () => {
    expect(boletoUtils.validarBoleto(SGP_LINE.replace("01192", "01193")).sucesso).toBe(false);
  });

  it("refuses malformed inputs", () => {
    expect(() => buildBarcode({ dueDate: "2026-05-20", centavos: 1, campoLivre: "123" })).toThrow(RangeError);
    expect(() => buildBarcode({ dueDate: "2026-05-20", centavos: -1, campoLivre: "0".repeat(25) })).toThrow(RangeError);
    expect(() => barcodeToLinhaDigitavel("123")).toThrow(RangeError);
    expect(() => linhaDigitavelToBarcode("123")).toThrow(RangeError);
  });
});
