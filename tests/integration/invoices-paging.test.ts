import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, expect, it, vi } from "vitest";
import { boletoCache, payments } from "@/lib/vendors/db/schema";
import { loadOpenInvoices, loadOpenInvoicesScreen } from "@/lib/billing/invoices/load";
import { invoiceNumber } from "@/lib/billing/invoices/rules";
import { sgp, type Invoice } from "@/lib/vendors/sgp";
import { DEMO_CUSTOMERS } from "@/sandbox/sgp/demo-customers";
import { describeEachDatabase, truncateAll } from "../support/db";
import type { TestUpstreams } from "../support/upstreams";
import { startUpstreamsForTests } from "../support/upstreams";
import { eventually } from "../support/eventually";

/*
 * The open invoices a page at a time over real HTTP (SGP sandbox) and a real database: what each
 * page holds, what it asks the SGP for, and the purge rules (docs/SPEC.md §4 'Boleto cache',
 * settling recorded payments) when a page is not the whole list.
 */

const rafael = DEMO_CUSTOMERS.rafael.digits;
const maria = DEMO_CUSTOMERS.maria.digits;
let upstreams: TestUpstreams;
/** Rafael's 24 open invoices, earliest due first. */
let rafaelOpen: Invoice[];

/** The bodies of the title lists asked for. */
const titleRequests = async () => (await upstreams.sgp.sentRequests("/api/ura/titulos/")).map((r) => r.body as Record<string, string>);
const clearRequests = () => upstreams.sgp.clearSentRequests();

beforeAll(async () => {
  upstreams = await startUpstreamsForTests({ sgp: { settleMs: 0 } });
  rafaelOpen = (await sgp().listInvoices(rafael, "open")).invoices;
  if (rafaelOpen.length !== 24) throw new Error("the sandbox must give Rafael 24 open invoices");
});
afterAll(() => upstreams.close());

describeEachDatabase("open invoices a page at a time", (getDb) => {
  beforeEach(async () => {
    await truncateAll(getDb());
    await upstreams.sgp.reset();
  });

  /** A stored boleto as boleto_data holds a row of the former shape (read back through lib/billing/payments/stored.ts). */
  const boletoOf = (invoice: Invoice) => ({
    valor: invoice.amountDue,
    codigo_barras: "36490.00019 00000.000000 00000.000000 1 14520000011990",
    link_boleto: null,
    detalhes_completos: {
      data: {
        charge_id: invoice.id,
        total: Math.round(invoice.amountDue * 100),
        status: "waiting",
        barcode: "36490.00019 00000.000000 00000.000000 1 14520000011990",
        expire_at: invoice.dueDate,
      },
    },
  });
  const cachedBoleto = (invoice: Invoice) =>
    getDb()
      .insert(boletoCache)
      .values({
        cpfcnpj: rafael,
        numeroDocumento: invoiceNumber(invoice),
        invoiceId: String(invoice.id),
        valor: invoice.amountDue,
        dataVencimento: invoice.dueDate,
        expireAt: new Date(Date.now() + 86_400_000),
        boletoData: boletoOf(invoice),
        status: "ready",
      });
  const recordedPayment = (invoice: Invoice) =>
    getDb()
      .insert(payments)
      .values({
        endToEndId: `E${invoice.id}`,
        txid: `TX${invoice.id}`.padEnd(26, "0"),
        invoiceId: String(invoice.id),
        clienteDocumento: rafael,
        valor: invoice.amountDue,
        paidAt: new Date(),
        source: "webhook",
      });
  async function settleInSgp(invoice: Invoice) {
    await fetch(`${upstreams.sgp.url}/__sandbox/sgp/titulos/${invoice.id}/settle`, { method: "POST" });
    await vi.waitFor(async () => expect(await sgp().findInvoice(rafael, "open", invoice.id)).toBeNull(), eventually);
  }

  it("shows Rafael's next invoice, then 12 further ones a page, in due order, each once, in one SGP call a page", async () => {
    await clearRequests();
    const first = await loadOpenInvoicesScreen(rafael, { audience: "portal", page: 1 });
    expect(await titleRequests()).toEqual([
      expect.objectContaining({ offset: "0", limit: "13", status: "abertos", ordenar: "data_vencimento" }),
    ]);
    expect(first).toMatchObject({ page: 1, pageCount: 2 });
    expect(first.others).toHaveLength(12);

    const second = await loadOpenInvoicesScreen(rafael, { audience: "portal", page: 2 });
    expect(second.next?.id).toBe(first.next?.id);
    expect(second).toMatchObject({ page: 2, pageCount: 2 });
    expect([first.next, ...first.others, ...second.others].map((invoice) => invoice?.id)).toEqual(rafaelOpen.map((invoice) => invoice.id));
  });

  it("keeps a cached boleto and a payment in processing of invoices off the page while the SGP says they are open", async () => {
    const [, , boletoInvoice, paidInvoice] = rafaelOpen.slice(16);
    await cachedBoleto(boletoInvoice!);
    await recordedPayment(paidInvoice!);
    await clearRequests();

    const dashboard = await loadOpenInvoices(rafael, { audience: "portal", limit: 1 });
    expect(dashboard).toMatchObject({ total: 24, invoices: [{ id: rafaelOpen[0]!.id }] });
    // Asked for one by one: the page, and the two invoices the portal keeps something for.
    const lookups = (await titleRequests())
      .filter((body) => body.titulo_id)
      .map((body) => body.titulo_id)
      .sort();
    expect(lookups).toEqual([String(boletoInvoice!.id), String(paidInvoice!.id)].sort());
    expect(await getDb().select().from(boletoCache)).toHaveLength(1);
    expect((await getDb().select().from(payments))[0]!.settledAt).toBeNull();

    // On its own page the payment shows as in processing, and the boleto as cached.
    const page = await loadOpenInvoicesScreen(rafael, { audience: "portal", page: 2 });
    expect(page.others.find((invoice) => invoice.id === paidInvoice!.id)).toMatchObject({ processing: true });
    expect(page.others.find((invoice) => invoice.id === boletoInvoice!.id)).toMatchObject({ hasCachedBoleto: true });
  });

  it("drops them once the SGP no longer lists them open, from any page", async () => {
    const [boletoInvoice, paidInvoice] = rafaelOpen.slice(20);
    await cachedBoleto(boletoInvoice!);
    await recordedPayment(paidInvoice!);
    await settleInSgp(boletoInvoice!);
    await settleInSgp(paidInvoice!);

    await loadOpenInvoices(rafael, { audience: "portal", limit: 1 });
    expect(await getDb().select().from(boletoCache)).toEqual([]);
    const [payment] = await getDb()
      .select()
      .from(payments)
      .where(eq(payments.invoiceId, String(paidInvoice!.id)));
    expect(payment!.settledAt).not.toBeNull();
  });

  it("asks nothing more when the page holds the whole list: that list alone decides", async () => {
    const [paid] = (await sgp().listInvoices(maria, "paid")).invoices;
    await getDb()
      .insert(boletoCache)
      .values({
        cpfcnpj: maria,
        numeroDocumento: invoiceNumber(paid!),
        invoiceId: String(paid!.id),
        valor: paid!.amountDue,
        expireAt: new Date(Date.now() + 86_400_000),
        boletoData: boletoOf(paid!),
        status: "ready",
      });
    await clearRequests();
    await loadOpenInvoices(maria, { audience: "portal", limit: 13 });
    expect(await titleRequests()).toHaveLength(1);
    expect(await getDb().select().from(boletoCache)).toEqual([]);
  });

  it("without any such entry a page costs one SGP call however long the history", async () => {
    await clearRequests();
    await loadOpenInvoices(rafael, { audience: "portal", limit: 1 });
    expect(await titleRequests()).toHaveLength(1);
  });
});
