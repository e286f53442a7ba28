import { afterEach, describe, expect, it } from "vitest";
import { brands } from "@/config/brands";
import { codeEmail, codeSms } from "@/lib/auth/recovery/code-message";
import { CODE_LENGTH, CODE_MAX_ATTEMPTS, CODE_TTL_MS, generateCode, hashCode } from "@/lib/auth/recovery/codes";

const savedSecret = process.env.AUTH_SECRET;
afterEach(() => {
  if (savedSecret === undefined) delete process.env.AUTH_SECRET;
  else process.env.AUTH_SECRET = savedSecret;
});

describe("recovery codes", () => {
  it("are 6 digits, leading zeros kept, spread over the whole range", () => {
    const codes = Array.from({ length: 20_000 }, generateCode);
    expect(codes.every((code) => /^\d{6}$/.test(code))).toBe(true);
    expect(CODE_LENGTH).toBe(6);
    // Each first digit about a tenth of the time (2,000 ± 300): no bias towards any part of the range.
    const firstDigits = new Map<string, number>();
    for (const code of codes) firstDigits.set(code[0]!, (firstDigits.get(code[0]!) ?? 0) + 1);
    expect(firstDigits.size).toBe(10);
    for (const count of firstDigits.values()) expect(Math.abs(count - 2000)).toBeLessThan(300);
    expect(new Set(codes).size).toBeGreaterThan(19_500);
  });

  it("last 10 minutes and allow 5 tries", () => {
    expect(CODE_TTL_MS).toBe(10 * 60_000);
    expect(CODE_MAX_ATTEMPTS).toBe(5);
  });

  it("are stored as a keyed hash bound to the document: neither the code nor another document's hash", () => {
    process.env.AUTH_SECRET = "a".repeat(44);
    const hash = hashCode("12345678909", "042517");
    expect(hash).toMatch(/^[\w-]{43}$/);
    expect(hash).not.toContain("042517");
    expect(hashCode("12345678909", "042517")).toBe(hash);
    expect(hashCode("52998224725", "042517")).not.toBe(hash);
    expect(hashCode("12345678909", "042518")).not.toBe(hash);
    // Another server secret, another hash: a copy of the table is nothing to try codes against.
    process.env.AUTH_SECRET = "b".repeat(44);
    expect(hashCode("12345678909", "042517")).not.toBe(hash);
  });
});

describe("the code's messages", () => {
  const at = new Date("2026-03-10T17:05:00Z");

  it("say which brand, which document (masked), when in São Paulo time, and that nobody will ask for the code", () => {
    const { subject, text } = codeEmail({ brand: brands.conectasul, document: "11222333000181", code: "004219", at });
    expect(subject).toBe("Conecta Sul: seu código para criar uma nova senha");
    expect(text).toContain("Recebemos em 10/03/2026 às 14:05 (horário de Brasília)");
    expect(text).toContain("Central do Assinante Conecta Sul do CPF/CNPJ 11.***.***/0001-81");
    expect(text).toContain("Seu código: 004219");
    expect(text).toContain("em até 10 minutos");
    expect(text).toContain("Ninguém da Conecta Sul vai pedir este código");
    expect(text).not.toContain("11222333000181");

    const sms = codeSms({ brand: brands.velozfibra, document: "12345678909", code: "004219" });
    expect(sms).toBe(
      "Veloz Fibra: seu código para nova senha do CPF/CNPJ 123.***.***-09 é 004219. Vale 10 min. Ninguém da Veloz Fibra vai pedir este código.",
    );
    // Short: a text message, not a letter.
    expect(sms.length).toBeLessThan(160);
  });
});
