import { afterAll, beforeAll, beforeEach, expect, it, vi } from "vitest";
import { pixCharges } from "@/lib/vendors/db/schema";
import { invoiceMessages } from "@/lib/billing/invoices/messages";
import { paymentMessages } from "@/lib/billing/payments/messages";
import { sgp, type Invoice } from "@/lib/vendors/sgp";
import { DEMO_CUSTOMERS } from "@/sandbox/sgp/demo-customers";
import { describeEachDatabase, truncateAll } from "../support/db";
import type { EfiTestEnv } from "../support/efi-sandbox";
import type { SgpTestSandbox } from "../support/sandboxes";
import { startUpstreamsForTests } from "../support/upstreams";
import { eventually } from "../support/eventually";

/** The invoices page's server actions: the customer is the session's, whatever the input says. */

const session = vi.hoisted(() => ({
  customer: null as null | { id: string; document: string; name: string; email: string; phone: string },
}));
vi.mock("@/lib/auth/session", () => ({ currentCustomer: async () => session.customer }));
// What runs after an answer (a new PIX's link) runs at once; each test starts once it is over.
const deferred = vi.hoisted(() => ({ tasks: [] as Promise<unknown>[] }));
vi.mock("next/server", () => ({ after: (task: () => Promise<unknown>) => void deferred.tasks.push(task()) }));

const { generateBoletoForInvoice, generatePixForInvoice, loadPaidInvoices } = await import("@/app/(per-request)/(portal)/invoices/actions");

let sgpSandbox: SgpTestSandbox;
let efi: EfiTestEnv;
const { maria, joao } = DEMO_CUSTOMERS;
let mariaOpen: Invoice;
let joaoOpen: Invoice;
let joaoLater: Invoice;

beforeAll(async () => {
  ({ sgp: sgpSandbox, efi } = await startUpstreamsForTests({ sgp: { settleMs: 0 } }));
  mariaOpen = (await sgp().listInvoices(maria.digits, "open")).invoices[0]!;
  const joaoInvoices = (await sgp().listInvoices(joao.digits, "open")).invoices.sort((a, b) => a.dueDate.localeCompare(b.dueDate));
  [joaoOpen, joaoLater] = [joaoInvoices[0]!, joaoInvoices[1]!];
});
afterAll(() => Promise.all([sgpSandbox.close(), efi.close()]));

const login = (customer: typeof maria) => {
  session.customer = { id: "1", document: customer.digits, name: customer.name, email: "", phone: "" };
};

it("pages the paid history 12 at a time, newest payment first, asking the SGP for that page only", async () => {
  // Rafael's carnê gives 24 open invoices; paying 14 of them makes 16 paid, two pages.
  login(DEMO_CUSTOMERS.rafael);
  const open = (await sgp().listInvoices(DEMO_CUSTOMERS.rafael.digits, "open")).invoices.slice(0, 14);
  for (const invoice of open) await fetch(`${sgpSandbox.url}/__sandbox/sgp/titulos/${invoice.id}/settle`, { method: "POST" });
  await vi.waitFor(async () => expect((await sgp().listInvoices(DEMO_CUSTOMERS.rafael.digits, "paid")).total).toBe(16), eventually);
  try {
    const first = await loadPaidInvoices();
    if (!first.ok) throw new Error(first.error);
    expect(first.data).toMatchObject({ total: 16 });
    expect(first.data.invoices).toHaveLength(12);
    const rest = await loadPaidInvoices({ offset: 12 });
    if (!rest.ok) throw new Error(rest.error);
    expect(rest.data.invoices).toHaveLength(4);
    const paidOn = [...first.data.invoices, ...rest.data.invoices].map((invoice) => invoice.paymentDate!);
    expect(paidOn).toEqual([...paidOn].sort().reverse());
    expect(new Set([...first.data.invoices, ...rest.data.invoices].map((invoice) => invoice.id)).size).toBe(16);
    expect(await loadPaidInvoices({ offset: -1 })).toMatchObject({ ok: false });
  } finally {
    await sgpSandbox.reset();
  }
});

describeEachDatabase("invoice actions", (getDb) => {
  beforeEach(async () => {
    await Promise.all(deferred.tasks.splice(0));
    await truncateAll(getDb());
    await efi.reset();
    login(maria);
  });

  it("generates for the session's customer; a document in the input is ignored", async () => {
    const result = await generatePixForInvoice({ invoiceId: mariaOpen.id, documento: joao.digits, cpf: joao.digits });
    expect(result.ok).toBe(true);
    if (result.ok) expect(result.data.payer.name).toBe(maria.name);
    const rows = await getDb().select().from(pixCharges);
    expect(rows.map((r) => r.cpfcnpj)).toEqual([maria.digits]);
  });

  it("refuses another customer's invoice (403: nothing is created)", async () => {
    expect(await generateBoletoForInvoice({ invoiceId: joaoOpen.id })).toEqual({ ok: false, error: paymentMessages.invoiceNotOpen });
    expect(await generatePixForInvoice({ invoiceId: joaoOpen.id })).toEqual({ ok: false, error: paymentMessages.invoiceNotOpen });
    expect(efi.calls("PUT", "/v2/cob/")).toEqual([]);
    expect(efi.calls("POST", "/v1/charge/one-step")).toEqual([]);
  });

  it("pays any of the session's open invoices, overdue or later, once each under double clicks on two devices", async () => {
    login(joao);
    const clicks = [joaoOpen, joaoLater, joaoOpen, joaoLater, joaoLater, joaoOpen];
    const [pix, boleto] = await Promise.all([
      Promise.all(clicks.map((invoice) => generatePixForInvoice({ invoiceId: invoice.id }))),
      Promise.all(clicks.map((invoice) => generateBoletoForInvoice({ invoiceId: invoice.id }))),
    ]);
    expect([...pix, ...boleto].every((result) => result.ok)).toBe(true);
    expect(efi.calls("PUT", "/v2/cob/")).toHaveLength(2);
    expect(efi.calls("POST", "/v1/charge/one-step")).toHaveLength(2);
    const later = pix[1]!;
    if (!later.ok) throw new Error(later.error);
    expect(later.data.amount).toBe(joaoLater.amountDue.toFixed(2));
    // Maria's session cannot pay João's later invoice, whatever the form says.
    login(maria);
    expect(await generatePixForInvoice({ invoiceId: joaoLater.id, documento: joao.digits })).toEqual({
      ok: false,
      error: paymentMessages.invoiceNotOpen,
    });
  });

  it("validates the input on the server and needs a session", async () => {
    for (const input of [{ invoiceId: "72501" }, { invoiceId: -1 }, { invoiceId: 1.5 }, {}, null, "72501"]) {
      const result = await generatePixForInvoice(input);
      expect(result.ok).toBe(false);
    }
    session.customer = null;
    const anonymous = await generateBoletoForInvoice({ invoiceId: mariaOpen.id });
    expect(anonymous.ok).toBe(false);
    expect(efi.calls().filter((c) => !c.path.startsWith("/__sandbox"))).toEqual([]);
  });

  it("loads the paid history newest first, and says so when it cannot", async () => {
    const result = await loadPaidInvoices();
    if (!result.ok) throw new Error(result.error);
    expect(result.data.total).toBe(4);
    expect(result.data.invoices).toHaveLength(4);
    const paidOn = result.data.invoices.map((invoice) => invoice.paidOn!);
    expect(paidOn).toEqual([...paidOn].sort().reverse());
    expect(result.data.invoices[0]).toMatchObject({ amountPaid: 119.9 });
    expect(result.data.invoices.every((invoice) => invoice.link?.startsWith(sgpSandbox.url))).toBe(true);

    sgpSandbox.setFault("POST /api/ura/titulos/", "503");
    try {
      expect(await loadPaidInvoices()).toEqual({ ok: false, error: invoiceMessages.loadPaidFailed });
      expect(await loadPaidInvoices({ offset: 12 })).toEqual({ ok: false, error: invoiceMessages.loadPaidFailed });
    } finally {
      sgpSandbox.setFault("POST /api/ura/titulos/", null);
    }
  });
});
