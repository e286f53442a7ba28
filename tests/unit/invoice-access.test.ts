import { afterEach, describe, expect, it, vi } from "vitest";
import { lookupMessages } from "@/lib/billing/public-access/messages";
import { formatCountdown, INVOICE_TOKEN_MAX_VIEWS, INVOICE_TOKEN_TTL_MS } from "@/lib/billing/public-access/rules";
import { newInvoiceToken } from "@/lib/billing/public-access/token";
import { invoiceLookupSchema, invoiceTokenSchema } from "@/lib/billing/public-access/validation";

afterEach(() => vi.unstubAllEnvs());

describe("invoice link rules", () => {
  it("lasts 30 minutes and 10 views (docs/SPEC.md §9)", () => {
    expect(INVOICE_TOKEN_TTL_MS).toBe(30 * 60 * 1000);
    expect(INVOICE_TOKEN_MAX_VIEWS).toBe(10);
  });

  it("makes 32-character tokens without +, / or =, different every time", () => {
    const tokens = Array.from({ length: 200 }, () => newInvoiceToken());
    for (const token of tokens) {
      expect(token).toHaveLength(32);
      expect(token).not.toMatch(/[+/=]/);
      expect(invoiceTokenSchema.safeParse(token).success).toBe(true);
    }
    expect(new Set(tokens).size).toBe(tokens.length);
  });

  it("accepts only the token's shape, so other paths never reach the database", () => {
    for (const bad of ["", "abc", "a".repeat(31), "a".repeat(33), `${"a".repeat(31)}/`, `${"a".repeat(31)}=`, `${"a".repeat(31)}+`]) {
      expect(invoiceTokenSchema.safeParse(bad).success).toBe(false);
    }
  });
});

describe("formatCountdown", () => {
  it("shows minutes and seconds, rounding a started second up and never going below zero", () => {
    expect(formatCountdown(INVOICE_TOKEN_TTL_MS)).toBe("30:00");
    expect(formatCountdown(29 * 60_000 + 59_001)).toBe("30:00");
    expect(formatCountdown(4 * 60_000 + 7_000)).toBe("04:07");
    expect(formatCountdown(999)).toBe("00:01");
    expect(formatCountdown(0)).toBe("00:00");
    expect(formatCountdown(-5_000)).toBe("00:00");
  });
});

describe("invoiceLookupSchema", () => {
  const issue = (documento: unknown) => invoiceLookupSchema.safeParse({ documento }).error?.issues[0]?.message;

  it("keeps only the document's characters and checks no check digit", () => {
    expect(invoiceLookupSchema.parse({ documento: "111.444.777-34" })).toEqual({ documento: "11144477734" });
    expect(invoiceLookupSchema.parse({ documento: "11.222.333/0001-81" })).toEqual({ documento: "11222333000181" });
  });

  it("answers with the screen's messages", () => {
    expect(issue("")).toBe("Por favor, informe seu CPF ou CNPJ");
    expect(issue("123.456")).toBe("CPF deve ter 11 dígitos ou CNPJ deve ter 14 dígitos");
    expect(issue("1".repeat(40))).toBe("CPF deve ter 11 dígitos ou CNPJ deve ter 14 dígitos");
    expect(invoiceLookupSchema.safeParse({ documento: 11144477735 }).success).toBe(false);
  });

  it("tells a blocked address when it may try again", () => {
    expect(lookupMessages.rateLimited("14:45")).toContain("tente novamente às 14:45.");
  });
});
