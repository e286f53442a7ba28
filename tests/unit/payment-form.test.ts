import { expect, it } from "vitest";
import { paymentMessages } from "@/lib/billing/payments/messages";
import { asksConfirmation, CONFIRM_FIELD, INVOICE_FIELD, paymentRequestFrom, unconfirmedBoleto } from "@/lib/billing/payments/types";

const form = (fields: Record<string, string>) => {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) data.set(name, value);
  return data;
};

it("a boleto form posted without its confirmation is answered with the question, the confirmed one goes on", () => {
  const asked = unconfirmedBoleto(form({ [INVOICE_FIELD]: "42" }));
  expect(asked).toEqual({
    ok: false,
    error: paymentMessages.boletoConfirm.description,
    fieldErrors: { [CONFIRM_FIELD]: paymentMessages.boletoConfirm.title },
  });
  expect(asksConfirmation(asked!)).toBe(true);
  expect(unconfirmedBoleto(form({ [INVOICE_FIELD]: "42", [CONFIRM_FIELD]: "1" }))).toBeNull();
  expect(unconfirmedBoleto(form({ [INVOICE_FIELD]: "42", [CONFIRM_FIELD]: "sim" }))).not.toBeNull();
  // The script's call has confirmed in its dialog already.
  expect(unconfirmedBoleto(undefined)).toBeNull();
  expect(paymentRequestFrom({ invoiceId: 42 }, undefined)).toEqual({ invoiceId: 42 });
});

it("a failure of the gateway is not a question", () => {
  expect(asksConfirmation({ ok: false, error: paymentMessages.boletoFailed })).toBe(false);
  expect(asksConfirmation({ ok: true, data: null })).toBe(false);
});
