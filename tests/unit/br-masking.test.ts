import { describe, expect, it } from "vitest";
import { maskCpfForSidebar, maskDocumentMiddle, maskName, maskPayer } from "@/lib/shared/br/masking";

describe("maskCpfForSidebar", () => {
  it("shows the first 3 digits and keeps the punctuation", () => {
    expect(maskCpfForSidebar("52998224725")).toBe("529.***.***-**");
    expect(maskCpfForSidebar("529.982.247-25")).toBe("529.***.***-**");
  });

  it("masks a CNPJ the same way", () => {
    expect(maskCpfForSidebar("11222333000181")).toBe("11.2**.***/****-**");
    expect(maskCpfForSidebar("12.ABC.345/01DE-35")).toBe("12.A**.***/****-**");
  });

  it("handles other lengths without leaking more than 3 characters", () => {
    expect(maskCpfForSidebar("12345")).toBe("123**");
    expect(maskCpfForSidebar("12")).toBe("12");
    expect(maskCpfForSidebar(null)).toBe("");
  });
});

describe("maskDocumentMiddle", () => {
  it("masks the middle of a CPF", () => {
    expect(maskDocumentMiddle("52998224725")).toBe("529.***.***-25");
  });

  it("masks the middle of a CNPJ, keeping branch and check digits", () => {
    expect(maskDocumentMiddle("11.222.333/0001-81")).toBe("11.***.***/0001-81");
    expect(maskDocumentMiddle("12ABC34501DE35")).toBe("12.***.***/01DE-35");
  });

  it("handles other lengths", () => {
    expect(maskDocumentMiddle("1234567")).toBe("123**67");
    expect(maskDocumentMiddle("12345")).toBe("*****");
    expect(maskDocumentMiddle("")).toBe("");
  });
});

describe("maskName", () => {
  it("keeps the first word and masks the others letter by letter", () => {
    expect(maskName("Maria Silva Santos")).toBe("Maria S**** S*****");
    expect(maskName("João da Conceição")).toBe("João d* C********");
  });

  it("collapses whitespace and handles single words and empty values", () => {
    expect(maskName("  Maria   Silva ")).toBe("Maria S****");
    expect(maskName("Maria")).toBe("Maria");
    expect(maskName("")).toBe("");
    expect(maskName(undefined)).toBe("");
  });

  it("counts a decomposed accent as one letter", () => {
    expect(maskName("Ana Ine\u0301s")).toBe("Ana I***");
  });
});

describe("maskPayer", () => {
  it("masks a PIX payer's name and document as the public invoice page does", () => {
    expect(maskPayer({ name: "Maria Silva Santos", cpf: "52998224725" })).toEqual({ name: "Maria S**** S*****", cpf: "529.***.***-25" });
    expect(maskPayer({ name: "Exemplo Telecom Ltda", cnpj: "11222333000181" })).toEqual({
      name: "Exemplo T****** L***",
      cnpj: "11.***.***/0001-81",
    });
  });
});
