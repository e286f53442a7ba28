import { describe, expect, it } from "vitest";
import {
  BOLETO_DESCRIPTION_MAX,
  boletoDueDate,
  boletoEmail,
  boletoPhone,
  ELLIPSIS,
  generateTxid,
  isValidTxid,
  PAYMENT_GATEWAY,
  PIX_DESCRIPTION_MAX,
  toCentavos,
  toPixAmount,
  truncateDescription,
} from "@/lib/vendors/efi/helpers";

describe("truncateDescription", () => {
  it("keeps text within the limit untouched (trimmed)", () => {
    expect(truncateDescription("  Fatura 05/2026  ", PIX_DESCRIPTION_MAX)).toBe("Fatura 05/2026");
    const exact = "a".repeat(140);
    expect(truncateDescription(exact, 140)).toBe(exact);
  });

  it("cuts PIX descriptions to 140 characters, ellipsis included", () => {
    const out = truncateDescription("x".repeat(141), PIX_DESCRIPTION_MAX);
    expect(Array.from(out)).toHaveLength(140);
    expect(out.endsWith(ELLIPSIS)).toBe(true);
    expect(out.slice(0, -1)).toBe("x".repeat(139));
  });

  it("cuts boleto descriptions to 200 characters, ellipsis included", () => {
    const out = truncateDescription("Mensalidade internet ".repeat(20), BOLETO_DESCRIPTION_MAX);
    expect(Array.from(out)).toHaveLength(200);
    expect(out.endsWith(ELLIPSIS)).toBe(true);
    expect(out).not.toMatch(/\s…$/);
  });

  it("drops a space the cut lands on, staying under the limit", () => {
    const out = truncateDescription(`${"a".repeat(138)} bcd`, 140);
    expect(out).toBe(`${"a".repeat(138)}${ELLIPSIS}`);
    expect(out.length).toBeLessThan(140);
  });

  it("never splits an emoji and counts it as one character", () => {
    const text = "😀".repeat(150);
    const out = truncateDescription(text, 140);
    expect(Array.from(out)).toHaveLength(140);
    expect(out).toBe("😀".repeat(139) + ELLIPSIS);
  });

  it("refuses a nonsense limit", () => {
    expect(() => truncateDescription("abc", 0)).toThrow(RangeError);
  });
});

describe("boletoDueDate (docs/SPEC.md §5, São Paulo calendar)", () => {
  // 2026-05-20 00:00 in São Paulo is 03:00 UTC.
  const beforeMidnightBrazil = new Date("2026-05-20T02:59:00Z"); // 19/05 23:59 in Brazil, 20/05 in UTC
  const afterMidnightBrazil = new Date("2026-05-20T03:00:00Z"); // 20/05 00:00 in Brazil

  it("keeps a future due date", () => {
    expect(boletoDueDate("2026-06-10", afterMidnightBrazil)).toBe("2026-06-10");
  });

  it("moves a date due today to today + 30 days", () => {
    expect(boletoDueDate("2026-05-20", afterMidnightBrazil)).toBe("2026-06-19");
  });

  it("moves a date due yesterday (or long ago) to today + 30 days", () => {
    expect(boletoDueDate("2026-05-19", afterMidnightBrazil)).toBe("2026-06-19");
    expect(boletoDueDate("2025-01-01", afterMidnightBrazil)).toBe("2026-06-19");
  });

  it("uses the Brazilian date, not UTC, around midnight", () => {
    // Already the 20th in UTC, still the 19th in Brazil: the 20th is tomorrow, so it stays.
    expect(boletoDueDate("2026-05-20", beforeMidnightBrazil)).toBe("2026-05-20");
    // The 19th is today in Brazil: today + 30 is 18/06.
    expect(boletoDueDate("2026-05-19", beforeMidnightBrazil)).toBe("2026-06-18");
  });

  it("crosses month and year ends", () => {
    expect(boletoDueDate("2026-12-01", new Date("2026-12-15T15:00:00Z"))).toBe("2027-01-14");
  });

  it("accepts dd/mm/yyyy and a trailing time, refuses garbage", () => {
    expect(boletoDueDate("10/06/2026", afterMidnightBrazil)).toBe("2026-06-10");
    expect(boletoDueDate("2026-06-10 00:00:00", afterMidnightBrazil)).toBe("2026-06-10");
    expect(() => boletoDueDate("2026-02-30", afterMidnightBrazil)).toThrow(RangeError);
    expect(() => boletoDueDate("amanhã", afterMidnightBrazil)).toThrow(RangeError);
  });
});

describe("generateTxid", () => {
  it("makes 32 alphanumerics accepted by the gateway's rule", () => {
    for (let i = 0; i < 200; i++) {
      const txid = generateTxid();
      expect(txid).toMatch(/^[a-zA-Z0-9]{32}$/);
      expect(isValidTxid(txid)).toBe(true);
    }
  });

  it("does not repeat", () => {
    const seen = new Set(Array.from({ length: 1000 }, () => generateTxid()));
    expect(seen.size).toBe(1000);
  });

  it("uses the whole alphabet", () => {
    const chars = new Set(Array.from({ length: 300 }, () => generateTxid()).join(""));
    expect(chars.size).toBe(62);
  });

  it("honours the 26–35 bounds", () => {
    expect(generateTxid(26)).toHaveLength(26);
    expect(generateTxid(35)).toHaveLength(35);
    expect(() => generateTxid(25)).toThrow(RangeError);
    expect(() => generateTxid(36)).toThrow(RangeError);
  });
});

describe("isValidTxid", () => {
  it("follows ^[a-zA-Z0-9]{26,35}$", () => {
    expect(isValidTxid("DEMOCONCLUIDA00000000000000001")).toBe(true);
    expect(isValidTxid("a".repeat(25))).toBe(false);
    expect(isValidTxid("a".repeat(36))).toBe(false);
    expect(isValidTxid("a".repeat(30) + "-")).toBe(false);
    expect(isValidTxid(undefined)).toBe(false);
  });
});

describe("money", () => {
  it("converts reais to centavos and to the PIX amount string without float noise", () => {
    expect(toCentavos(19.99)).toBe(1999);
    expect(toCentavos(0.1 + 0.2)).toBe(30);
    expect(toPixAmount(1234.5)).toBe("1234.50");
    expect(toPixAmount(0.07)).toBe("0.07");
    expect(toPixAmount(99.9)).toBe("99.90");
    expect(() => toCentavos(0)).toThrow(RangeError);
    expect(() => toCentavos(Number.NaN)).toThrow(RangeError);
  });
});

describe("boleto contact fields", () => {
  it("keeps only phones the charges API accepts", () => {
    expect(boletoPhone("(11) 98765-4321")).toBe("11987654321");
    expect(boletoPhone("(11) 3333-4444")).toBe("1133334444");
    expect(boletoPhone("+55 11 98765-4321")).toBe("11987654321");
    expect(boletoPhone("98765-4321")).toBeUndefined();
    expect(boletoPhone("(11) 88765-43210")).toBeUndefined();
    expect(boletoPhone("")).toBeUndefined();
    expect(boletoPhone(null)).toBeUndefined();
  });

  it("keeps only plausible e-mails", () => {
    expect(boletoEmail(" maria@example.com ")).toBe("maria@example.com");
    expect(boletoEmail("maria@")).toBeUndefined();
    expect(boletoEmail(undefined)).toBeUndefined();
  });
});

it("names the gateway with a constant", () => {
  expect(PAYMENT_GATEWAY).toBe("efi");
});
