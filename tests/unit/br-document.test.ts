import { generateCnpj, generateCpf } from "@brazilian-utils/brazilian-utils";
import { describe, expect, it } from "vitest";
import {
  DOCUMENT_INPUT_MAX_LENGTH,
  documentKind,
  formatDocument,
  invoiceLookupError,
  isValidCnpj,
  isValidCpf,
  isValidDocument,
  loginDocumentError,
  submittedDocumentError,
  maskDocumentInput,
  normalizeDocument,
  onlyDigits,
} from "@/lib/shared/br/document";
import { DOCUMENT_MESSAGES } from "@/lib/shared/br/messages";

/** Independent Receita Federal rule: value = ASCII − 48, mod 11 with weights 2..9 from the right. */
function referenceCnpjCheckDigits(base12: string): string {
  const digit = (chars: string) => {
    let sum = 0;
    for (let i = 0; i < chars.length; i++) {
      const weight = ((chars.length - 1 - i) % 8) + 2;
      sum += (chars.charCodeAt(i) - 48) * weight;
    }
    const rest = sum % 11;
    return rest < 2 ? 0 : 11 - rest;
  };
  const first = digit(base12);
  return `${first}${digit(base12 + first)}`;
}

describe("onlyDigits / normalizeDocument", () => {
  it("keeps only digits", () => {
    expect(onlyDigits("529.982.247-25")).toBe("52998224725");
    expect(onlyDigits("12.ABC.345/01DE-35")).toBe("123450135");
    expect(onlyDigits(null)).toBe("");
  });

  it("upper-cases and keeps letters for the alphanumeric CNPJ", () => {
    expect(normalizeDocument(" 12.abc.345/01de-35 ")).toBe("12ABC34501DE35");
    expect(normalizeDocument("11.222.333/0001-81")).toBe("11222333000181");
    expect(normalizeDocument(undefined)).toBe("");
  });
});

describe("isValidCpf", () => {
  it.each(["529.982.247-25", "111.444.777-35", "390.533.447-05", "123.456.789-09", "987.654.321-00", "52998224725"])("accepts %s", (cpf) =>
    expect(isValidCpf(cpf)).toBe(true),
  );

  it("987.654.321-00 is valid by hand: 330 mod 11 = 0 and 375 mod 11 = 1, both give 0", () => {
    expect(isValidCpf("98765432100")).toBe(true);
  });

  it.each(["000.000.000-00", "111.111.111-11", "99999999999"])("rejects all-same %s", (cpf) => expect(isValidCpf(cpf)).toBe(false));

  it.each(["529.982.247-24", "529.982.247-15", "123.456.789-00"])("rejects wrong check digit %s", (cpf) =>
    expect(isValidCpf(cpf)).toBe(false),
  );

  it("rejects other lengths, letters and empty values", () => {
    expect(isValidCpf("5299822472")).toBe(false);
    expect(isValidCpf("529982247250")).toBe(false);
    expect(isValidCpf("529.982.247-2X")).toBe(false);
    expect(isValidCpf("")).toBe(false);
    expect(isValidCpf(null)).toBe(false);
  });

  it("agrees with generated CPFs", () => {
    for (let i = 0; i < 50; i++) expect(isValidCpf(generateCpf())).toBe(true);
  });
});

describe("isValidCnpj", () => {
  it("accepts numeric CNPJs", () => {
    expect(isValidCnpj("11.222.333/0001-81")).toBe(true);
    expect(isValidCnpj("11222333000181")).toBe(true);
    expect(isValidCnpj("12.345.678/0001-95")).toBe(true);
  });

  it("rejects wrong check digits, all-same and other lengths", () => {
    expect(isValidCnpj("11.222.333/0001-80")).toBe(false);
    expect(isValidCnpj("11.222.333/0001-91")).toBe(false);
    expect(isValidCnpj("00.000.000/0000-00")).toBe(false);
    expect(isValidCnpj("11111111111111")).toBe(false);
    expect(isValidCnpj("1122233300018")).toBe(false);
    expect(isValidCnpj("")).toBe(false);
  });

  it("accepts the Receita Federal alphanumeric example 12.ABC.345/01DE-35", () => {
    // By hand: DV1 sum 459, 459 mod 11 = 8 → 3; DV2 sum 424, 424 mod 11 = 6 → 5.
    expect(referenceCnpjCheckDigits("12ABC34501DE")).toBe("35");
    expect(isValidCnpj("12.ABC.345/01DE-35")).toBe(true);
    expect(isValidCnpj("12ABC34501DE35")).toBe(true);
    expect(isValidCnpj("12.abc.345/01de-35")).toBe(true);
  });

  it("accepts the library's documented alphanumeric example", () => {
    expect(referenceCnpjCheckDigits("Q0SLFMBD7VX4")).toBe("39");
    expect(isValidCnpj("Q0.SLF.MBD/7VX4-39")).toBe(true);
  });

  it("rejects a changed letter, a wrong check digit and letters in the check digits", () => {
    expect(isValidCnpj("12.ABC.345/01DF-35")).toBe(false);
    expect(isValidCnpj("12.ABC.345/01DE-36")).toBe(false);
    expect(isValidCnpj("12.ABC.345/01DE-3A")).toBe(false);
  });

  it("matches an independent implementation of the rule on generated CNPJs", () => {
    for (let i = 0; i < 200; i++) {
      const cnpj = generateCnpj(i % 2 === 0 ? 2 : 1);
      const base = cnpj.slice(0, 12);
      expect(cnpj.slice(12)).toBe(referenceCnpjCheckDigits(base));
      expect(isValidCnpj(cnpj)).toBe(true);
      const wrong = (Number(cnpj.slice(13)) + 1) % 10;
      expect(isValidCnpj(cnpj.slice(0, 13) + wrong)).toBe(false);
    }
  });
});

describe("documentKind / isValidDocument", () => {
  it("chooses by length", () => {
    expect(documentKind("529.982.247-25")).toBe("cpf");
    expect(documentKind("11.222.333/0001-81")).toBe("cnpj");
    expect(documentKind("12.ABC.345/01DE-35")).toBe("cnpj");
    expect(documentKind("5299822472")).toBeNull();
    expect(documentKind("12ABC34501D")).toBeNull();
    expect(documentKind("")).toBeNull();
  });

  it("validates by the rule of its length", () => {
    expect(isValidDocument("529.982.247-25")).toBe(true);
    expect(isValidDocument("11.222.333/0001-81")).toBe(true);
    expect(isValidDocument("12.ABC.345/01DE-35")).toBe(true);
    expect(isValidDocument("529.982.247-24")).toBe(false);
    expect(isValidDocument("123")).toBe(false);
  });
});

describe("formatDocument", () => {
  it("applies the display masks", () => {
    expect(formatDocument("52998224725")).toBe("529.982.247-25");
    expect(formatDocument("11222333000181")).toBe("11.222.333/0001-81");
    expect(formatDocument("12abc34501de35")).toBe("12.ABC.345/01DE-35");
    expect(formatDocument("529.982.247-25")).toBe("529.982.247-25");
  });

  it("leaves other lengths unformatted", () => {
    expect(formatDocument(" 12345 ")).toBe("12345");
    expect(formatDocument(null)).toBe("");
  });
});

describe("maskDocumentInput", () => {
  it("formats as CPF while typing up to 11 digits", () => {
    const steps = ["5", "52", "529", "529.9", "529.98", "529.982", "529.982.2", "529.982.24", "529.982.247"];
    const typed = "52998224725";
    steps.forEach((expected, i) => expect(maskDocumentInput(typed.slice(0, i + 1))).toBe(expected));
    expect(maskDocumentInput("5299822472")).toBe("529.982.247-2");
    expect(maskDocumentInput("52998224725")).toBe("529.982.247-25");
  });

  it("switches to the CNPJ mask after 11 digits", () => {
    expect(maskDocumentInput("112223330001")).toBe("11.222.333/0001");
    expect(maskDocumentInput("1122233300018")).toBe("11.222.333/0001-8");
    expect(maskDocumentInput("11222333000181")).toBe("11.222.333/0001-81");
  });

  it("re-masks a value that already carries a mask (typing over, deleting, pasting)", () => {
    expect(maskDocumentInput("529.982.247-251")).toBe("52.998.224/7251");
    expect(maskDocumentInput("52.998.224/725")).toBe("529.982.247-25");
    expect(maskDocumentInput("529.")).toBe("529");
  });

  it("never exceeds 18 characters", () => {
    const masked = maskDocumentInput("11222333000181999999");
    expect(masked).toBe("11.222.333/0001-81");
    expect(masked).toHaveLength(DOCUMENT_INPUT_MAX_LENGTH);
    expect(maskDocumentInput("x".repeat(40) + "9".repeat(40)).length).toBeLessThanOrEqual(18);
  });

  it("uses the CNPJ mask as soon as a letter appears and keeps letters out of the check digits", () => {
    expect(maskDocumentInput("12a")).toBe("12.A");
    expect(maskDocumentInput("12abc34501de35")).toBe("12.ABC.345/01DE-35");
    expect(maskDocumentInput("12ABC34501DEX35")).toBe("12.ABC.345/01DE-35");
  });

  it("ignores other characters", () => {
    expect(maskDocumentInput("")).toBe("");
    expect(maskDocumentInput(" -./ ")).toBe("");
    expect(maskDocumentInput(null)).toBe("");
  });
});

describe("submittedDocumentError", () => {
  it("also refuses an incomplete document, as a CPF up to 11 digits and a CNPJ beyond", () => {
    expect(submittedDocumentError("")).toBeNull();
    expect(submittedDocumentError("529.982.247-25")).toBeNull();
    expect(submittedDocumentError("123")).toBe("CPF invalido");
    expect(submittedDocumentError("529.982.247-2")).toBe("CPF invalido");
    expect(submittedDocumentError("11.222.333/0001-8")).toBe("CNPJ invalido");
    expect(submittedDocumentError("529.982.247-24")).toBe("CPF invalido");
  });
});

describe("loginDocumentError", () => {
  it("says nothing while the value is incomplete", () => {
    expect(loginDocumentError("")).toBeNull();
    expect(loginDocumentError("529.982.247-2")).toBeNull();
    expect(loginDocumentError("11.222.333/0001-8")).toBeNull();
  });

  it("checks a CPF at 11 digits", () => {
    expect(loginDocumentError("529.982.247-25")).toBeNull();
    expect(loginDocumentError("529.982.247-24")).toBe("CPF invalido");
    expect(loginDocumentError("111.111.111-11")).toBe("CPF invalido");
  });

  it("checks a CNPJ at 14 characters", () => {
    expect(loginDocumentError("11.222.333/0001-81")).toBeNull();
    expect(loginDocumentError("12.ABC.345/01DE-35")).toBeNull();
    expect(loginDocumentError("11.222.333/0001-82")).toBe("CNPJ invalido");
    expect(loginDocumentError("12.ABC.345/01DE-34")).toBe("CNPJ invalido");
  });
});

describe("invoiceLookupError", () => {
  it("requires a value", () => {
    expect(invoiceLookupError("")).toBe("Por favor, informe seu CPF ou CNPJ");
    expect(invoiceLookupError("   ")).toBe(DOCUMENT_MESSAGES.lookupRequired);
  });

  it("requires 11 or 14 characters", () => {
    expect(invoiceLookupError("529.982.247")).toBe("CPF deve ter 11 dígitos ou CNPJ deve ter 14 dígitos");
    expect(invoiceLookupError("529982247250")).toBe(DOCUMENT_MESSAGES.lookupLength);
  });

  it("does not check the check digits", () => {
    expect(invoiceLookupError("529.982.247-24")).toBeNull();
    expect(invoiceLookupError("11.222.333/0001-82")).toBeNull();
    expect(invoiceLookupError("12.ABC.345/01DE-35")).toBeNull();
  });
});
