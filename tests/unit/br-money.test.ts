import { describe, expect, it } from "vitest";
import { formatBRL, NBSP, parseAmount } from "@/lib/shared/br/money";

const brl = (amount: string) => `R$${NBSP}${amount}`;

describe("formatBRL", () => {
  it("formats numbers in pt-BR with a no-break space after R$", () => {
    expect(formatBRL(123.45)).toBe(brl("123,45"));
    expect(formatBRL(1234.5)).toBe(brl("1.234,50"));
    expect(formatBRL(0)).toBe(brl("0,00"));
    expect(formatBRL(1_000_000)).toBe(brl("1.000.000,00"));
    expect(formatBRL(99.999)).toBe(brl("100,00"));
  });

  it("accepts numeric strings", () => {
    expect(formatBRL("123.45")).toBe(brl("123,45"));
    expect(formatBRL(" 89.9 ")).toBe(brl("89,90"));
    expect(formatBRL("100")).toBe(brl("100,00"));
    expect(formatBRL("1.234,56")).toBe(brl("1.234,56"));
  });

  it("prints negatives with a leading minus and never a negative zero", () => {
    expect(formatBRL(-10)).toBe(`-${brl("10,00")}`);
    expect(formatBRL(-0)).toBe(brl("0,00"));
    expect(formatBRL(-0.001)).toBe(brl("0,00"));
  });

  it("gives '-' for absent or non-numeric values", () => {
    expect(formatBRL(null)).toBe("-");
    expect(formatBRL(undefined)).toBe("-");
    expect(formatBRL("")).toBe("-");
    expect(formatBRL("abc")).toBe("-");
    expect(formatBRL(Number.NaN)).toBe("-");
    expect(formatBRL(Number.POSITIVE_INFINITY)).toBe("-");
  });
});

describe("parseAmount", () => {
  it("reads the upstream decimal-point form first", () => {
    expect(parseAmount("123.45")).toBe(123.45);
    expect(parseAmount("1.234")).toBe(1.234);
    expect(parseAmount("-5.5")).toBe(-5.5);
  });

  it("reads Brazilian-formatted strings", () => {
    expect(parseAmount("1.234,56")).toBe(1234.56);
    expect(parseAmount("99,9")).toBe(99.9);
    expect(parseAmount("1.234.567,8")).toBe(1234567.8);
  });

  it("rejects anything else", () => {
    expect(parseAmount("R$ 10,00")).toBeNull();
    expect(parseAmount("1,234.56")).toBeNull();
    expect(parseAmount("12.34.5")).toBeNull();
  });
});
