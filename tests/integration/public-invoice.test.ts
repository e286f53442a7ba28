import { afterAll, beforeAll, beforeEach, expect, it, vi } from "vitest";
import { invoiceTokens, pixCharges, rateLimits } from "@/lib/vendors/db/schema";
import { requestInvoiceAccess } from "@/lib/billing/public-access/lookup";
import { publicInvoiceMessages } from "@/lib/billing/public-access/messages";
import { payWithInvoiceToken } from "@/lib/billing/public-access/pay";
import {
  loadPublicInvoice,
  loadPublicInvoicePage,
  openPublicInvoice,
  type PublicInvoicePage,
} from "@/lib/billing/public-access/public-invoice";
import { LIMITS } from "@/lib/platform/rate-limit/limits";
import { INVOICE_TOKEN_TTL_MS } from "@/lib/billing/public-access/rules";
import { continueInvoiceToken, createInvoiceToken, openInvoiceToken } from "@/lib/billing/public-access/token";
import { paymentMessages } from "@/lib/billing/payments/messages";
import { readStoredPix } from "@/lib/billing/payments/stored";
import { sgp, type Invoice } from "@/lib/vendors/sgp";
import { DEMO_CUSTOMERS, UNKNOWN_DOCUMENT } from "@/sandbox/sgp/demo-customers";
import { describeEachDatabase, truncateAll } from "../support/db";
import type { EfiTestEnv } from "../support/efi-sandbox";
import type { SgpTestSandbox } from "../support/sandboxes";
import { startUpstreamsForTests } from "../support/upstreams";

/** The public invoice page's data and payments over real HTTP (SGP and Efí sandboxes) and a real database. */

// What a request leaves for after its answer (the PIX link) waits here until a test runs it.
const afterAnswer = vi.hoisted(() => [] as (() => Promise<unknown>)[]);
vi.mock("next/server", () => ({ after: (task: () => Promise<unknown>) => void afterAnswer.push(task) }));
const runAfterAnswer = () => Promise.all(afterAnswer.splice(0).map((task) => task()));
const { watchChargeWithToken } = await import("@/lib/billing/confirmation/watch");

let sgpSandbox: SgpTestSandbox;
let efi: EfiTestEnv;
const { joao, maria, carlos } = DEMO_CUSTOMERS;
let joaoOverdue: Invoice;
let joaoLater: Invoice;
let mariaOpen: Invoice;
let pageCacheRuns = 0;

beforeAll(async () => {
  ({ sgp: sgpSandbox, efi } = await startUpstreamsForTests());
  const joaoOpen = await openInvoicesOf(joao.digits);
  [joaoOverdue] = joaoOpen;
  if (!joaoOpen[1]) throw new Error("the sandbox must give João two open invoices");
  joaoLater = joaoOpen[1];
  [mariaOpen] = await openInvoicesOf(maria.digits);
});
afterAll(() => Promise.all([sgpSandbox.close(), efi.close()]));

/** Every invoice a page of the public page shows: the next one, then the further ones. */
const shownOf = (page: PublicInvoicePage) =>
  page.kind === "ready" ? [page.next, ...page.others].filter((invoice) => invoice !== null) : [];

async function openInvoicesOf(documento: string): Promise<[Invoice, ...Invoice[]]> {
  const [first, ...rest] = (await sgp().listInvoices(documento, "open")).invoices.sort((a, b) => a.dueDate.localeCompare(b.dueDate));
  if (!first) throw new Error(`the sandbox has no open invoice for ${documento}`);
  return [first, ...rest];
}

describeEachDatabase("public invoice page", (getDb) => {
  beforeEach(async () => {
    await truncateAll(getDb());
    await Promise.all([sgpSandbox.reset(), efi.reset()]);
    afterAnswer.length = 0;
  });

  it("lists every open invoice of João, oldest first, the overdue one marked, with his name and document masked", async () => {
    const page = await loadPublicInvoice(joao.digits);
    if (page.kind !== "ready") throw new Error(page.kind);
    expect(page.name).toBe("João P****** L***");
    expect(page.document).toBe("111.***.***-35");
    expect(shownOf(page).map((invoice) => invoice.id)).toEqual([joaoOverdue.id, joaoLater.id]);
    expect(page).toMatchObject({ page: 1, pageCount: 1 });
    expect(page.next).toEqual({
      id: joaoOverdue.id,
      documentNumber: joaoOverdue.documentNumber,
      title: joaoOverdue.statement,
      statement: joaoOverdue.statement,
      dueDate: joaoOverdue.dueDate,
      formattedDueDate: expect.stringMatching(/^\d{2}\/\d{2}\/\d{4}$/),
      dueText: expect.stringMatching(/^Vencida há/),
      // The public page shows the spec's fields the SGP has: no issue date, no subscriber-system link.
      issuedOn: null,
      amount: 103.42,
      collector: joaoOverdue.collector,
      state: "overdue",
      hasCachedBoleto: false,
      processing: false,
      paymentLink: null,
    });
    expect(page.others[0]).toMatchObject({ id: joaoLater.id, state: "open", amount: joaoLater.amountDue, paymentLink: null });
  });

  it("shows Maria's invoice as open (not overdue), and nothing for Carlos, who owes nothing", async () => {
    const mariaPage = await loadPublicInvoice(maria.digits);
    expect(shownOf(mariaPage).map((invoice) => invoice.state)).toEqual(["open"]);
    expect(await loadPublicInvoice(carlos.digits)).toMatchObject({ kind: "ready", name: "Carlos S****", next: null, others: [] });
  });

  it("pages Rafael's 24 invoices like /invoices, masked on every page", async () => {
    const first = await loadPublicInvoice(DEMO_CUSTOMERS.rafael.digits);
    const second = await loadPublicInvoice(DEMO_CUSTOMERS.rafael.digits, 2);
    expect(first).toMatchObject({ kind: "ready", page: 1, pageCount: 2, name: "Rafael G**** T*******", document: "714.***.***-01" });
    expect(second).toMatchObject({ kind: "ready", page: 2, pageCount: 2, name: "Rafael G**** T*******" });
    if (first.kind !== "ready" || second.kind !== "ready") throw new Error("not ready");
    expect(second.next?.id).toBe(first.next?.id);
    expect(new Set([...shownOf(first), ...second.others].map((invoice) => invoice.id)).size).toBe(24);
    expect(second.others.every((invoice) => invoice.paymentLink === null && invoice.issuedOn === null)).toBe(true);
  });

  it("a page change of an opened link counts no view; a link never opened, or used up, gets no page", async () => {
    const token = await createInvoiceToken(DEMO_CUSTOMERS.rafael.digits);
    const change = (now?: Date) => continueInvoiceToken(token, "203.0.113.30", now);
    expect(await change()).toBeNull();
    expect(await openInvoiceToken(token)).toMatchObject({ views: 1 });
    for (let i = 0; i < 3; i++)
      expect(await change()).toMatchObject({ kind: "continue", access: { cpfcnpj: DEMO_CUSTOMERS.rafael.digits, views: 1 } });
    const [row] = await getDb().select().from(invoiceTokens);
    expect(row?.accessCount).toBe(1);
    for (let i = 0; i < 9; i++) await openInvoiceToken(token);
    expect(await change()).toMatchObject({ kind: "continue", access: { views: 10 } });
    expect(await openInvoiceToken(token)).toBeNull();
    expect(await change()).toBeNull();
    expect(await change(new Date(Date.now() + INVOICE_TOKEN_TTL_MS + 1000))).toBeNull();
  });

  it("page changes have a budget per link, from any address, and per address, over any link", async () => {
    const token = await createInvoiceToken(DEMO_CUSTOMERS.rafael.digits);
    await openInvoiceToken(token);
    for (let i = 0; i < LIMITS.invoicePageLink.limit; i++) {
      expect(await continueInvoiceToken(token, `203.0.113.${i % 40}`)).toMatchObject({ kind: "continue" });
    }
    expect(await continueInvoiceToken(token, "198.51.100.1")).toMatchObject({ kind: "limited" });

    const addressLimit = LIMITS.invoicePageAddress.limit;
    let granted = 0;
    for (let link = 0; granted < addressLimit + 5; link++) {
      const other = await createInvoiceToken(maria.digits);
      await openInvoiceToken(other);
      for (let i = 0; i < 10; i++, granted++) {
        const answer = await continueInvoiceToken(other, "198.51.100.2");
        expect(answer?.kind).toBe(granted < addressLimit ? "continue" : "limited");
      }
    }
    // No known address, no page: never counted under a shared key.
    const third = await createInvoiceToken(maria.digits);
    await openInvoiceToken(third);
    expect(await continueInvoiceToken(third, null)).toEqual({ kind: "no-address" });
  });

  it("the pages of a link read the SGP once a while: repeated page changes reuse the answer", async () => {
    // The memory is the process's: each database's run asks pages no earlier run asked.
    const page = 2 + 2 * pageCacheRuns++;
    const before = sgpSandbox.calls.length;
    const first = await loadPublicInvoicePage(DEMO_CUSTOMERS.rafael.digits, page);
    const reads = sgpSandbox.calls.length - before;
    expect(reads).toBeGreaterThan(0);
    for (let i = 0; i < 20; i++) expect(await loadPublicInvoicePage(DEMO_CUSTOMERS.rafael.digits, page)).toEqual(first);
    expect(sgpSandbox.calls.length - before).toBe(reads);
    // Another page is its own read.
    await loadPublicInvoicePage(DEMO_CUSTOMERS.rafael.digits, page + 1);
    expect(sgpSandbox.calls.length - before).toBeGreaterThan(reads);
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
    const result = await payWithInvoiceToken(token, "pix", { invoiceId: joaoOverdue.id }, new Date());
    if (!result.ok) throw new Error(result.error);
    expect(result.data).toMatchObject({ status: "ATIVA", amount: "103.42" });
    const [charge] = await getDb().select().from(pixCharges);
    expect(charge).toMatchObject({ cpfcnpj: joao.digits, invoiceId: String(joaoOverdue.id), status: "ready" });
    expect(readStoredPix(charge?.pixData)?.payer).toMatchObject({ cpf: joao.digits });
    const [row] = await getDb().select().from(invoiceTokens);
    expect(row?.accessCount).toBe(1);
    // The dialog names the payer masked, like the rest of the page, in what reaches the browser too.
    expect(result.data.payer).toEqual({ name: "João P****** L***", cpf: "111.***.***-35" });
    expect(JSON.stringify(result.data)).not.toContain(joao.digits);
  });

  it("pays João's later invoice too, not only the next one, each invoice once under concurrent clicks", async () => {
    const token = await createInvoiceToken(joao.digits);
    const results = await Promise.all(
      Array.from({ length: 6 }, (_, i) =>
        payWithInvoiceToken(token, "pix", { invoiceId: i % 2 ? joaoLater.id : joaoOverdue.id }, new Date()),
      ),
    );
    expect(results.every((result) => result.ok)).toBe(true);
    expect(efi.calls("PUT", "/v2/cob/")).toHaveLength(2);
    const rows = await getDb().select().from(pixCharges);
    expect(rows.map((r) => r.invoiceId).sort()).toEqual([String(joaoOverdue.id), String(joaoLater.id)].sort());
    const later = results[1];
    if (!later?.ok) throw new Error("expected a charge");
    expect(later.data.amount).toBe(joaoLater.amountDue.toFixed(2));
  });

  it("pays by boleto through the same cache as the logged-in page", async () => {
    const token = await createInvoiceToken(joao.digits);
    const first = await payWithInvoiceToken(token, "boleto", { invoiceId: joaoOverdue.id }, new Date());
    const again = await payWithInvoiceToken(token, "boleto", { invoiceId: joaoOverdue.id }, new Date());
    expect(first.ok && again.ok).toBe(true);
    expect(efi.calls("POST", "/v1/charge/one-step")).toHaveLength(1);
    const page = await loadPublicInvoice(joao.digits);
    expect(shownOf(page).map((invoice) => invoice.hasCachedBoleto)).toEqual([true, false]);
  });

  it("answers a PIX posted from the link with what opening it read, and a boleto with a fresh read", async () => {
    const token = await createInvoiceToken(joao.digits);
    const opened = await openPublicInvoice(joao.digits);
    const titleReads = () => sgpSandbox.calls.filter((call) => call.path === "/api/ura/titulos/").length;
    const afterOpening = titleReads();
    expect(afterOpening).toBeGreaterThan(0);
    const pix = await payWithInvoiceToken(token, "pix", { invoiceId: joaoOverdue.id }, new Date());
    expect(pix.ok).toBe(true);
    // The page a 'Gerar PIX' posted natively is answered with (PaymentActions.answerAt): no second SGP read.
    expect(await loadPublicInvoicePage(joao.digits, 1)).toEqual(opened);
    expect(titleReads()).toBe(afterOpening);
    // A boleto changes what the page shows ('Ver Boleto'): the answer reads the SGP again.
    expect((await payWithInvoiceToken(token, "boleto", { invoiceId: joaoOverdue.id }, new Date())).ok).toBe(true);
    const answered = await loadPublicInvoicePage(joao.digits, 1);
    expect(titleReads()).toBeGreaterThan(afterOpening);
    expect(shownOf(answered).map((invoice) => invoice.hasCachedBoleto)).toEqual([true, false]);
  });

  it("shows a gateway refusal in its words, without the payer's name and document it repeats", async () => {
    const token = await createInvoiceToken(joao.digits);
    const routes = ["PUT /v2/cob/:txid", "POST /v1/charge/one-step"];
    routes.forEach((route) => efi.setFault(route, "echo"));
    try {
      const pay = (kind: "pix" | "boleto") => payWithInvoiceToken(token, kind, { invoiceId: joaoOverdue.id }, new Date());
      for (const result of [await pay("pix"), await pay("boleto")]) {
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
    const result = await payWithInvoiceToken(token, "pix", { invoiceId: mariaOpen.id }, new Date());
    expect(result).toEqual({ ok: false, error: paymentMessages.invoiceNotOpen });
    expect(efi.calls("PUT", "/v2/cob/")).toHaveLength(0);
  });

  it("pays an invoice the page has just listed without asking the SGP for the open invoices again", async () => {
    const token = await createInvoiceToken(joao.digits);
    const titulos = () => sgpSandbox.calls.filter((call) => call.path.startsWith("/api/ura/titulos")).length;
    await loadPublicInvoice(joao.digits);
    expect(titulos()).toBe(1);
    const result = await payWithInvoiceToken(token, "pix", { invoiceId: joaoLater.id }, new Date());
    if (!result.ok) throw new Error(result.error);
    expect(result.data.amount).toBe(joaoLater.amountDue.toFixed(2));
    expect(titulos()).toBe(1);
  });

  it("hands out a new PIX after one gateway round, and its link once the answer is gone", async () => {
    const token = await createInvoiceToken(joao.digits);
    const result = await payWithInvoiceToken(token, "pix", { invoiceId: joaoOverdue.id }, new Date());
    if (!result.ok) throw new Error(result.error);
    expect(result.data.pixCode).toMatch(/^000201/);
    expect(result.data.qrImage).toMatch(/^data:image\/png;base64,/);
    expect(result.data.pageUrl).toBe("");
    expect(efi.calls("PUT", "/v2/cob/")).toHaveLength(1);
    expect(efi.calls("GET", "/v2/loc/")).toHaveLength(0);
    const txid = result.data.txid;
    expect(await watchChargeWithToken(token, { txid }, new Date())).toEqual({ ok: true, data: { state: "waiting", link: null } });

    await runAfterAnswer();
    const [row] = await getDb().select().from(pixCharges);
    const stored = readStoredPix(row?.pixData);
    expect(stored?.pageUrl).toMatch(/\/cob\/pagar\//);
    expect(stored).toMatchObject({ pixCode: result.data.pixCode, qrImage: result.data.qrImage });
    // The open dialog's watch brings the link; paying again hands out the complete charge as stored.
    expect(await watchChargeWithToken(token, { txid }, new Date())).toEqual({
      ok: true,
      data: { state: "waiting", link: stored?.pageUrl },
    });
    const calls = efi.calls().length;
    const again = await payWithInvoiceToken(token, "pix", { invoiceId: joaoOverdue.id }, new Date());
    expect(again.ok && again.data.pageUrl).toBe(stored?.pageUrl);
    expect(efi.calls().length).toBe(calls);
  });

  it("a stranger's looks at txids that are not the link's document's charges spend none of its PIX-watch budget", async () => {
    const owner = await createInvoiceToken(joao.digits);
    const result = await payWithInvoiceToken(owner, "pix", { invoiceId: joaoOverdue.id }, new Date());
    if (!result.ok) throw new Error(result.error);
    // Someone else opens a link for João's document and polls made-up txids past the whole budget.
    const stranger = await createInvoiceToken(joao.digits);
    for (let i = 0; i < LIMITS.pixWatch.limit + 10; i++) {
      const txid = `STRANGER${String(i).padStart(20, "0")}`;
      expect(await watchChargeWithToken(stranger, { txid }, new Date())).toMatchObject({ ok: false });
    }
    expect(await getDb().select().from(rateLimits)).toEqual([]);
    // João's own dialog still looks at his charge.
    expect(await watchChargeWithToken(owner, { txid: result.data.txid }, new Date())).toMatchObject({
      ok: true,
      data: { state: "waiting" },
    });
  });

  it("still refuses another document's invoice after the page listed the link's own", async () => {
    const token = await createInvoiceToken(joao.digits);
    await loadPublicInvoice(joao.digits);
    await loadPublicInvoice(maria.digits);
    const result = await payWithInvoiceToken(token, "pix", { invoiceId: mariaOpen.id }, new Date());
    expect(result).toEqual({ ok: false, error: paymentMessages.invoiceNotOpen });
    expect(efi.calls("PUT", "/v2/cob/")).toHaveLength(0);
  });

  it("refuses to pay with an expired, unknown or malformed link", async () => {
    const created = new Date(Date.now() - INVOICE_TOKEN_TTL_MS - 1000);
    const expired = await createInvoiceToken(joao.digits, created);
    for (const token of [expired, "B".repeat(32), "x", undefined]) {
      const result = await payWithInvoiceToken(token, "pix", { invoiceId: joaoOverdue.id }, new Date());
      expect(result).toEqual({ ok: false, error: publicInvoiceMessages.expiredDescription });
    }
    expect(efi.calls("PUT", "/v2/cob/")).toHaveLength(0);
  });

  it("validates the invoice id sent by the browser", async () => {
    const token = await createInvoiceToken(joao.digits);
    for (const input of [{}, { invoiceId: "1 or 1=1" }, { invoiceId: -1 }, null]) {
      const result = await payWithInvoiceToken(token, "pix", input, new Date());
      expect(result.ok).toBe(false);
    }
    expect(efi.calls("PUT", "/v2/cob/")).toHaveLength(0);
  });
});
