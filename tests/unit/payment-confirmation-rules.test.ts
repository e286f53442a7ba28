import { describe, expect, it } from "vitest";
import {
  carriesWebhookSecret,
  chargeExpired,
  invoiceNumberOf,
  isOverduePending,
  judgeBoletoEvent,
  judgeCharge,
  sameSecret,
  type OurBoleto,
  type OurCharge,
} from "@/lib/billing/confirmation/rules";
import { toPaymentWatchView } from "@/lib/billing/confirmation/view";
import type { ChargeEvent, PixCharge } from "@/lib/vendors/efi/types";

const TXID = "AbCdEfGhIjKlMnOpQrStUvWxYz012345";
const ours: OurCharge = {
  txid: TXID,
  document: "52998224725",
  invoiceId: "72501",
  amount: "119.90",
  payerRequest: "Fatura 880001 - Mensalidade",
  expiresAt: new Date("2026-11-24T13:00:00Z"),
  link: null,
};
const payment = {
  endToEndId: "E18236120202611241200abcdefghijk",
  txid: TXID,
  amount: "119.90",
  paidAt: "2026-11-24T12:05:40.000Z",
  payerNote: null,
};

function gateway(overrides: Partial<PixCharge> = {}): PixCharge {
  return {
    txid: TXID,
    status: "CONCLUIDA",
    createdAt: "2026-11-24T12:00:00Z",
    expirySeconds: 3600,
    amount: "119.90",
    pixKey: "pix@provedor.example",
    payer: null,
    payerRequest: null,
    additionalInfo: [],
    pixCode: null,
    payments: [payment],
    ...overrides,
  };
}

describe("judgeCharge", () => {
  it("confirms the gateway's CONCLUIDA charge for the amount the portal asked", () => {
    expect(judgeCharge(ours, gateway())).toEqual({
      kind: "confirmed",
      payment: {
        method: "pix",
        endToEndId: payment.endToEndId,
        txid: TXID,
        invoiceId: "72501",
        document: "52998224725",
        amount: 119.9,
        paidAt: new Date(payment.paidAt),
      },
    });
    expect(judgeCharge(ours, gateway(), { endToEndId: payment.endToEndId, valor: "119.90" }).kind).toBe("confirmed");
  });

  it("is not paid while the gateway says ATIVA or removed, whatever a claim says", () => {
    expect(judgeCharge(ours, gateway({ status: "ATIVA", payments: [] }), { endToEndId: payment.endToEndId, valor: "119.90" })).toEqual({
      kind: "not-paid",
      status: "ATIVA",
    });
    expect(judgeCharge(ours, gateway({ status: "removida_pelo_psp" }))).toEqual({ kind: "not-paid", status: "REMOVIDA_PELO_PSP" });
  });

  it.each([
    ["another charge amount", gateway({ amount: "1.00" }), undefined],
    ["a payment of another amount", gateway({ payments: [{ ...payment, amount: "1.00" }] }), undefined],
    ["a claim of another amount", gateway(), { endToEndId: payment.endToEndId, valor: "1.00" }],
    ["a claim of a payment the gateway does not show", gateway(), { endToEndId: "E0000000020261124120000000000000", valor: "119.90" }],
    ["another txid in the answer", gateway({ txid: "Z".repeat(32) }), undefined],
    ["a concluded charge without payment", gateway({ payments: [] }), undefined],
  ])("refuses %s", (_, answer, claim) => {
    expect(judgeCharge(ours, answer, claim).kind).toBe("mismatch");
  });

  it("refuses a charge whose creation never finished (no amount recorded)", () => {
    expect(judgeCharge({ ...ours, amount: null }, gateway()).kind).toBe("mismatch");
  });
});

describe("confirmation helpers", () => {
  it("reads the invoice number the payer saw, else the invoice id", () => {
    expect(invoiceNumberOf(ours)).toBe("880001");
    expect(invoiceNumberOf({ ...ours, payerRequest: null })).toBe("72501");
  });

  it("knows when a charge expired and when a payment is overdue for the operator", () => {
    expect(chargeExpired(ours, new Date("2026-11-24T12:59:59Z"))).toBe(false);
    expect(chargeExpired(ours, new Date("2026-11-24T13:00:00Z"))).toBe(true);
    expect(chargeExpired({ expiresAt: null }, new Date())).toBe(false);
    const confirmed = new Date("2026-11-24T12:00:00Z");
    expect(isOverduePending(confirmed, null, 60, new Date("2026-11-24T13:00:00Z"))).toBe(false);
    expect(isOverduePending(confirmed, null, 60, new Date("2026-11-24T13:00:01Z"))).toBe(true);
    expect(isOverduePending(confirmed, new Date(), 60, new Date("2026-11-24T15:00:00Z"))).toBe(false);
  });

  it("compares the webhook secret whatever the lengths", () => {
    expect(sameSecret("a".repeat(40), "a".repeat(40))).toBe(true);
    expect(sameSecret("a".repeat(39), "a".repeat(40))).toBe(false);
    expect(sameSecret("", "a".repeat(40))).toBe(false);
  });

  it('finds the webhook secret however Efí\'s "/pix" suffix arrived, and never accepts another', () => {
    const secret = "s3cr3t-".padEnd(40, "k");
    const at = (path: string) => new URL(`https://central.example${path}`);
    // The registration `?hmac=S&ignorar=` plus Efí's suffix, the registration itself (its test
    // notification), an older registration `?hmac=S` plus the suffix, and the suffix in the path.
    expect(carriesWebhookSecret(at(`/api/webhooks/efi?hmac=${secret}&ignorar=/pix`), secret)).toBe(true);
    expect(carriesWebhookSecret(at(`/api/webhooks/efi?hmac=${secret}&ignorar=`), secret)).toBe(true);
    expect(carriesWebhookSecret(at(`/api/webhooks/efi?hmac=${secret}/pix`), secret)).toBe(true);
    expect(carriesWebhookSecret(at(`/api/webhooks/efi/pix?hmac=${secret}`), secret)).toBe(true);

    for (const wrong of [
      `${secret}x/pix`,
      `${secret}/pixx`,
      `${secret}/pix/pix`,
      `${secret.slice(1)}/pix`,
      "/pix",
      "",
      secret.toUpperCase(),
    ]) {
      expect(carriesWebhookSecret(at(`/api/webhooks/efi?hmac=${encodeURIComponent(wrong)}&ignorar=/pix`), secret), wrong).toBe(false);
    }
    expect(carriesWebhookSecret(at("/api/webhooks/efi?ignorar=/pix"), secret)).toBe(false);
    expect(carriesWebhookSecret(at("/api/webhooks/efi?hmac=/pix"), "")).toBe(false);
  });

  it("shows the payment's amount and time in São Paulo", () => {
    expect(toPaymentWatchView({ valor: 119.9, paidAt: new Date("2026-11-24T12:05:40Z"), endToEndId: "E1" })).toEqual({
      state: "confirmed",
      amount: "R$\u00a0119,90",
      paidAt: "24/11/2026 09:05",
      endToEndId: "E1",
    });
  });
});

describe("judgeBoletoEvent", () => {
  const boleto: OurBoleto = {
    chargeId: 44000001,
    document: "11144477735",
    invoiceId: "72510",
    documentNumber: "880010",
    totalCents: 12990,
  };
  const event = (overrides: Partial<ChargeEvent> = {}): ChargeEvent => ({
    chargeId: 44000001,
    customId: "titulo-72510",
    status: "paid",
    previousStatus: "waiting",
    paidValueCents: 12990,
    receivedByBankAt: "2026-05-10",
    createdAt: "2026-05-10T13:00:00.000Z",
    ...overrides,
  });

  it("confirms a paid change of the boleto the portal issued, for its total, keyed by its charge", () => {
    expect(judgeBoletoEvent(boleto, event())).toEqual({
      kind: "confirmed",
      payment: {
        method: "boleto",
        endToEndId: "boleto-44000001",
        txid: "boleto-44000001",
        invoiceId: "72510",
        document: "11144477735",
        amount: 129.9,
        paidAt: new Date("2026-05-10T13:00:00.000Z"),
      },
    });
  });

  it("is not paid for any other status, and refuses what does not match the boleto", () => {
    expect(judgeBoletoEvent(boleto, event({ status: "waiting" }))).toEqual({ kind: "not-paid", status: "waiting" });
    expect(judgeBoletoEvent(boleto, event({ chargeId: 1 })).kind).toBe("mismatch");
    expect(judgeBoletoEvent(boleto, event({ customId: "titulo-1" })).kind).toBe("mismatch");
    expect(judgeBoletoEvent(boleto, event({ paidValueCents: null })).kind).toBe("mismatch");
    expect(judgeBoletoEvent(boleto, event({ paidValueCents: 100 })).kind).toBe("mismatch");
  });
});
