import { describe, expect, it } from "vitest";
import { newPasswordProblem } from "@/lib/auth/password-policy";
import { newPasswordMessages } from "@/lib/auth/new-password-rules";
import { newPasswordSchema } from "@/lib/auth/validations/new-password";
import { passwordChangeSchema } from "@/lib/auth/validations/password-change";
import { DEMO_CUSTOMERS } from "@/sandbox/sgp/demo-customers";

const { carlos, empresa } = DEMO_CUSTOMERS;

describe("new password rules (ASVS V2.1, level 2)", () => {
  it("needs 12 characters, counted as a person counts them", () => {
    expect(newPasswordProblem("onze letras", carlos.digits)).toBe(newPasswordMessages.tooShort);
    expect(newPasswordProblem("doze letras!", carlos.digits)).toBeNull();
    // Eleven code points, though longer in UTF-16 units: still too short.
    expect(newPasswordProblem("ççççç😀😀😀😀😀😀", carlos.digits)).toBe(newPasswordMessages.tooShort);
  });

  it("takes up to 128 characters, spaces and any script included, and keeps them as typed", () => {
    expect(
      newPasswordProblem(
        "a".repeat(64).replace(/a/g, (_, i: number) => String.fromCharCode(97 + (i % 26))),
        carlos.digits,
      ),
    ).toBeNull();
    const chars = [..."açãoé ñ😀xyz"];
    const long = Array.from({ length: 128 }, (_, i) => chars[i % chars.length]).join("");
    expect(newPasswordProblem(long, carlos.digits)).toBeNull();
    expect(newPasswordProblem(`${long}z`, carlos.digits)).toBe(newPasswordMessages.tooLong);
    expect(newPasswordSchema.parse("  com espaços  ")).toBe("  com espaços  ");
  });

  it("refuses common and breached passwords, in any case, and the same with digits and symbols around them", () => {
    for (const password of [
      "qwertyuiopasdfgh",
      "1qaz2wsx3edc",
      "Q1W2E3R4T5Y6",
      "administrator",
      "iloveyou2024!!",
      "!!dragon123456",
      "Password123456",
    ]) {
      expect(newPasswordProblem(password, carlos.digits), password).toBe(newPasswordMessages.common);
    }
  });

  it("refuses runs and repetitions of characters, and the site's own words", () => {
    for (const password of [
      "aaaaaaaaaaaa",
      "abcabcabcabc",
      "123456789012",
      "987654321098",
      "zyxwvutsrqpo",
      "velozfibra2025",
      "Senha@2024!!!",
      "central12345678",
    ]) {
      expect(newPasswordProblem(password, carlos.digits), password).toBe(newPasswordMessages.common);
    }
  });

  it("refuses a password holding the customer's own CPF or CNPJ, formatted or not", () => {
    expect(newPasswordProblem(carlos.document, carlos.digits)).toBe(newPasswordMessages.document);
    expect(newPasswordProblem(`minha${carlos.digits}`, carlos.digits)).toBe(newPasswordMessages.document);
    expect(newPasswordProblem(empresa.digits, empresa.digits)).toBe(newPasswordMessages.document);
    expect(newPasswordProblem(empresa.document, empresa.digits)).toBe(newPasswordMessages.document);
    // Someone else's document is just digits.
    expect(newPasswordProblem(`chave ${empresa.digits}`, carlos.digits)).toBeNull();
  });

  it("lets through what people should use: passphrases and random strings", () => {
    for (const password of ["cavalo bateria grampo correto", "Xk8#qL2v!mPz", "minha casa tem 3 gatos", "9$4!7@2&8*1%"]) {
      expect(newPasswordProblem(password, carlos.digits), password).toBeNull();
    }
  });

  it("the profile form checks the same lengths before sending", () => {
    const input = (nova: string) => ({ atual: "carlos123", nova, confirmacao: nova });
    expect(passwordChangeSchema.safeParse(input("curta-demai")).error?.issues[0]?.message).toBe(newPasswordMessages.tooShort);
    expect(passwordChangeSchema.safeParse(input("comprida o bastante")).success).toBe(true);
    const mismatch = passwordChangeSchema.safeParse({ ...input("comprida o bastante"), confirmacao: "outra" });
    expect(mismatch.error?.issues[0]?.message).toBe("As senhas nao coincidem.");
  });
});
