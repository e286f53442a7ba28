import { describe, expect, it } from "vitest";
import { openInvoiceMemory, RECENT_OPEN_INVOICES_MS } from "@/lib/billing/invoices/recent";
import type { Invoice } from "@/lib/vendors/sgp";
import { DEMO_CUSTOMERS } from "@/sandbox/sgp/demo-customers";

const { joao, maria } = DEMO_CUSTOMERS;
const invoice = (id: number) => ({ id, amountDue: 10 }) as Invoice;

describe("memory of the open invoices a screen has just shown", () => {
  it("finds a listed invoice for a minute, then asks again (a miss)", async () => {
    let now = 0;
    const memory = openInvoiceMemory(RECENT_OPEN_INVOICES_MS, 10, () => now);
    memory.remember(joao.digits, [invoice(1), invoice(2)]);
    now = RECENT_OPEN_INVOICES_MS - 1;
    expect(await memory.find(joao.digits, 2)).toEqual(invoice(2));
    now = RECENT_OPEN_INVOICES_MS;
    expect(await memory.find(joao.digits, 2)).toBeUndefined();
  });

  it("keys the document whatever its punctuation", async () => {
    const memory = openInvoiceMemory();
    memory.remember(joao.document, [invoice(1)]);
    expect(await memory.find(joao.digits, 1)).toEqual(invoice(1));
  });

  it("never finds another document's invoice, nor an id the document's screen did not list", async () => {
    const memory = openInvoiceMemory();
    memory.remember(joao.digits, [invoice(1)]);
    memory.remember(maria.digits, [invoice(7)]);
    expect(await memory.find(joao.digits, 7)).toBeUndefined();
    expect(await memory.find(maria.digits, 1)).toBeUndefined();
    expect(await memory.find(joao.digits, 3)).toBeUndefined();
  });

  it("forgets a document once a payment of it is confirmed, and only that document", async () => {
    const memory = openInvoiceMemory();
    memory.remember(joao.digits, [invoice(1)]);
    memory.remember(maria.digits, [invoice(7)]);
    memory.forget(joao.digits);
    expect(await memory.find(joao.digits, 1)).toBeUndefined();
    expect(await memory.find(maria.digits, 7)).toEqual(invoice(7));
  });

  it("holds a bounded number of documents, dropping the oldest", async () => {
    const memory = openInvoiceMemory(RECENT_OPEN_INVOICES_MS, 2);
    memory.remember("11111111111", [invoice(1)]);
    memory.remember("22222222222", [invoice(2)]);
    memory.remember("33333333333", [invoice(3)]);
    expect(await memory.find("11111111111", 1)).toBeUndefined();
    expect(await memory.find("22222222222", 2)).toEqual(invoice(2));
    expect(await memory.find("33333333333", 3)).toEqual(invoice(3));
  });

  it("a newer listing replaces the older one", async () => {
    const memory = openInvoiceMemory();
    memory.remember(joao.digits, [invoice(1), invoice(2)]);
    memory.remember(joao.digits, [invoice(2)]);
    expect(await memory.find(joao.digits, 1)).toBeUndefined();
  });
});
