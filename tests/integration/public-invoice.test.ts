import { afterAll, beforeAll, beforeEach, expect, it } from "vitest";
import { invoiceTokens, pixCharges } from "@/lib/db/schema";
import { requestInvoiceAccess } from "@/lib/billing/public-access/lookup";
import { publicInvoiceMessages } from "@/lib/billing/public-access/messages";
import { maskPixPayer, payWithInvoiceToken } from "@/lib/billing/public-access/pay";
import { loadPublicInvoice } from "@/lib/billing/public-access/public-invoice";
import { INVOICE_TOKEN_TTL_MS } from "@/lib/billing/public-access/rules";
import { createInvoiceToken, openInvoiceToken } from "@/lib/billing/public-access/token";
import { generateBoleto, generatePix } from "@/lib/billing/payments";
import { paymentMessages } from "@/lib/billing/payments/messages";
import { resetSgpForTests, sgp, type Invoice } from "@/lib/sgp";
import { DEMO_CUSTOMERS, UNKNOWN_DOCUMENT } from "@/sandbox/sgp/demo-customers";
import { describeEachDatabase, truncateAll } from "../support/db";
import type { EfiTestEnv } from "../support/efi-sandbox";
import type { SgpTestSandbox } from "../support/sandboxes";
import { startUpstreamsForTests } from "../support/upstreams";

/** The public invoice page's data and payments over real HTTP (SGP and Efí sandboxes) and a real database. */

let sgpSandbox: SgpTestSandbox;
let efi: EfiTestEnv;
const { joao, maria, carlos } = DEMO_CUSTOMERS;
let joaoOverdue: Invoice;
let mariaOpen: Invoice;

beforeAll(async () => {
  ({ sgp: sgpSandbox, efi } = await startUpstreamsForTests());
  joaoOverdue = await firstOpenInvoice(joao.digits);
  mariaOpen = await firstOpenInvoice(maria.digits);
});
afterAll(() => Promise.all([sgpSandbox.close(), efi.close()]));

async function firstOpenInvoice(documento: string): Promise<Invoice> {
  const [invoice] = await sgp().listTitulos(documento, "abertos");
  if (!invoice) throw new Error(`the sandbox has no open invoice for ${documento}`);
  return invoice;
}

describeEachDatabase("public invoice page", (getDb) => {
  beforeEach(async () => {
    await truncateAll(getDb());
    await Promise.all([sgpSandbox.reset(), efi.reset()]);
    resetSgpForTests();
  });

  it("shows João's oldest open invoice as overdue, with his name and document masked", async () => {
    const page = await loadPublicInvoice(joao.digits);
    expect(page).toEqual({
      kind: "ready",
      nome: "João P****** L***",
      documento: "111.***.***-35",
      invoice: {
        id: joaoOverdue.id,
        numeroDocumento: joaoOverdue.numeroDocumento,
        demonstrativo: joaoOverdue.demonstrativo,
        dataVencimento: joaoOverdue.dataVencimento,
        valorCorrigido: 103.42,
        valorDesconto: joaoOverdue.valorDesconto,
        portador: joaoOverdue.portador,
        overdue: true,
        hasCachedBoleto: false,
      },
    });
  });

  it("shows Maria's invoice as open (not overdue), and nothing for Carlos, who owes nothing", async () => {
    const mariaPage = await loadPublicInvoice(maria.digits);
    expect(mariaPage.kind === "ready" && mariaPage.invoice?.overdue).toBe(false);
    expect(await loadPublicInvoice(carlos.digits)).toMatchObject({ kind: "ready", nome: "Carlos S****", invoice: null });
  });

  it("says the document is not a customer only on the page, never when the link is created", async () => {
    const before = sgpSandbox.calls.length;
    const created = await requestInvoiceAccess({ documento: UNKNOWN_DOCUMENT }, "203.0.113.20");
    expect(created.ok).toBe(true);
    expect(sgpSandbox.calls.length).toBe(before);
    expect(await loadPublicInvoice("98765432100")).toEqual({ kind: "not-found" });
  });

  it("reports an unavailable subscriber system instead of failing", async () => {
    sgpSandbox.setFault("POST /api/ura/titulos/", "503");
    try {
      expect(await loadPublicInvoice(joao.digits)).toEqual({ kind: "unavailable" });
    } finally {
      sgpSandbox.setFault("POST /api/ura/titulos/", null);
    }
  });

  it("pays João's invoice by PIX with the link's document, without counting a view", async () => {
    const token = await createInvoiceToken(joao.digits);
    await openInvoiceToken(token);
    const result = await payWithInvoiceToken(token, { invoiceId: joaoOverdue.id }, new Date(), generatePix);
    if (!result.ok) throw new Error(result.error);
    expect(result.data.detalhes).toMatchObject({ status: "ATIVA", valor: { original: "103.42" } });
    const [charge] = await getDb().select().from(pixCharges);
    expect(charge).toMatchObject({ cpfcnpj: joao.digits, invoiceId: String(joaoOverdue.id), status: "ready" });
    const [row] = await getDb().select().from(invoiceTokens);
    expect(row?.accessCount).toBe(1);
    // The dialog names the payer masked, like the rest of the page.
    expect(result.data.detalhes.devedor).toMatchObject({ cpf: joao.digits });
    const masked = maskPixPayer(result.data);
    expect(masked.detalhes.devedor).toEqual({ nome: "João P****** L***", cpf: "111.***.***-35" });
    expect(JSON.stringify(masked)).not.toContain(joao.digits);
  });

  it("pays by boleto through the same cache as the logged-in page", async () => {
    const token = await createInvoiceToken(joao.digits);
    const first = await payWithInvoiceToken(token, { invoiceId: joaoOverdue.id }, new Date(), generateBoleto);
    const again = await payWithInvoiceToken(token, { invoiceId: joaoOverdue.id }, new Date(), generateBoleto);
    expect(first.ok && again.ok).toBe(true);
    expect(efi.calls("POST", "/v1/charge/one-step")).toHaveLength(1);
    const page = await loadPublicInvoice(joao.digits);
    expect(page.kind === "ready" && page.invoice?.hasCachedBoleto).toBe(true);
  });

  it("shows a gateway refusal in its words, without the payer's name and document it repeats", async () => {
    const token = await createInvoiceToken(joao.digits);
    const routes = ["PUT /v2/cob/:txid", "POST /v1/charge/one-step"];
    routes.forEach((route) => efi.setFault(route, "echo"));
    try {
      const pay = (generate: typeof generatePix | typeof generateBoleto) =>
        payWithInvoiceToken<unknown>(token, { invoiceId: joaoOverdue.id }, new Date(), generate);
      for (const result of [await pay(generatePix), await pay(generateBoleto)]) {
        if (result.ok) throw new Error("o gateway recusou: esperava uma falha");
        expect(result.error).toMatch(/^dados recusados: /);
        for (const value of [joao.name, joao.digits, joao.document]) expect(result.error).not.toContain(value);
      }
    } finally {
      routes.forEach((route) => efi.setFault(route, null));
    }
  });

  it("refuses an invoice that is not the link's document's, and creates nothing", async () => {
    const token = await createInvoiceToken(joao.digits);
    const result = await payWithInvoiceToken(token, { invoiceId: mariaOpen.id }, new Date(), generatePix);
    expect(result).toEqual({ ok: false, error: paymentMessages.invoiceNotOpen });
    expect(efi.calls("PUT", "/v2/cob/")).toHaveLength(0);
  });

  it("refuses to pay with an expired, unknown or malformed link", async () => {
    const created = new Date(Date.now() - INVOICE_TOKEN_TTL_MS - 1000);
    const expired = await createInvoiceToken(joao.digits, created);
    for (const token of [expired, "B".repeat(32), "x", undefined]) {
      const result = await payWithInvoiceToken(token, { invoiceId: joaoOverdue.id }, new Date(), generatePix);
      expect(result).toEqual({ ok: false, error: publicInvoiceMessages.expiredDescription });
    }
    expect(efi.calls("PUT", "/v2/cob/")).toHaveLength(0);
  });

  it("validates the invoice id sent by the browser", async () => {
    const token = await createInvoiceToken(joao.digits);
    for (const input of [{}, { invoiceId: "1 or 1=1" }, { invoiceId: -1 }, null]) {
      const result = await payWithInvoiceToken(token, input, new Date(), generatePix);
      expect(result.ok).toBe(false);
    }
    expect(efi.calls("PUT", "/v2/cob/")).toHaveLength(0);
  });
});
