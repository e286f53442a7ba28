import { describe, expect, it } from "vitest";
import { cpfCnpjSchema, lookupDocumentSchema } from "@/lib/shared/br/document-schema";

const messages = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues.map((issue) => issue.message) ?? [];

describe("cpfCnpjSchema", () => {
  it("normalizes valid documents", () => {
    expect(cpfCnpjSchema.parse(" 529.982.247-25 ")).toBe("52998224725");
    expect(cpfCnpjSchema.parse("11.222.333/0001-81")).toBe("11222333000181");
    expect(cpfCnpjSchema.parse("12.abc.345/01de-35")).toBe("12ABC34501DE35");
  });

  it("reports invalid CPF and CNPJ with the spec's messages", () => {
    expect(messages(cpfCnpjSchema.safeParse("529.982.247-24"))).toEqual(["CPF invalido"]);
    expect(messages(cpfCnpjSchema.safeParse("11.222.333/0001-82"))).toEqual(["CNPJ invalido"]);
    expect(messages(cpfCnpjSchema.safeParse("11111111111"))).toEqual(["CPF invalido"]);
  });

  it("reports other lengths, empty values and values over 18 characters once", () => {
    expect(messages(cpfCnpjSchema.safeParse("123"))).toEqual(["CPF/CNPJ invalido"]);
    expect(messages(cpfCnpjSchema.safeParse(""))).toEqual(["Por favor, informe seu CPF ou CNPJ"]);
    expect(messages(cpfCnpjSchema.safeParse("529.982.247-25 0000000"))).toEqual(["CPF/CNPJ invalido"]);
    expect(cpfCnpjSchema.safeParse(52998224725).success).toBe(false);
  });
});

describe("lookupDocumentSchema", () => {
  it("accepts 11 or 14 characters without checking the check digits", () => {
    expect(lookupDocumentSchema.parse("529.982.247-24")).toBe("52998224724");
    expect(lookupDocumentSchema.parse("11.222.333/0001-82")).toBe("11222333000182");
  });

  it("uses the invoice-lookup messages", () => {
    expect(messages(lookupDocumentSchema.safeParse("  "))).toEqual(["Por favor, informe seu CPF ou CNPJ"]);
    expect(messages(lookupDocumentSchema.safeParse("529.982"))).toEqual(["CPF deve ter 11 dígitos ou CNPJ deve ter 14 dígitos"]);
    expect(messages(lookupDocumentSchema.safeParse("1".repeat(19)))).toEqual(["CPF deve ter 11 dígitos ou CNPJ deve ter 14 dígitos"]);
  });
});
