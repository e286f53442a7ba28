import { asc, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, expect, it } from "vitest";
import { addDaysToDateString } from "@/lib/shared/br/calendar";
import { boletoCache } from "@/lib/vendors/db/schema";
import { invoiceNumber } from "@/lib/billing/invoices/rules";
import { cachedBoletoNumbers, generateBoleto } from "@/lib/billing/payments";
import { BOLETO_CACHE_LIMIT } from "@/lib/billing/payments/boleto-cache";
import { boletoClaimStore } from "@/lib/billing/payments/store";
import { claimGeneration, GenerationBusyError } from "@/lib/billing/payments/generation";
import { sgp, type Invoice } from "@/lib/vendors/sgp";
import { DEMO_CUSTOMERS } from "@/sandbox/sgp/demo-customers";
import { describeEachDatabase, truncateAll } from "../support/db";
import type { EfiTestEnv } from "../support/efi-sandbox";
import type { SgpTestSandbox } from "../support/sandboxes";
import { startUpstreamsForTests } from "../support/upstreams";

/** docs/SPEC.md §4 Boleto cache, on both database engines: expiry, purge, the 50 limit, replacement, claims. */

let sgpSandbox: SgpTestSandbox;
let efi: EfiTestEnv;
const maria = DEMO_CUSTOMERS.maria.digits;
const joao = DEMO_CUSTOMERS.joao.digits;
let mariaOpen: Invoice;
let joaoOpen: Invoice[];

beforeAll(async () => {
  ({ sgp: sgpSandbox, efi } = await startUpstreamsForTests());
  mariaOpen = (await sgp().listInvoices(maria, "open")).invoices[0]!;
  joaoOpen = (await sgp().listInvoices(joao, "open")).invoices;
});
afterAll(() => Promise.all([sgpSandbox.close(), efi.close()]));

const charges = () => efi.calls("POST", "/v1/charge/one-step");
const hoursFromNow = (hours: number) => new Date(Date.now() + hours * 3_600_000);

async function boletoFor(documento: string, invoice: Invoice) {
  const outcome = await generateBoleto({ document: documento, invoiceId: invoice.id });
  if (!outcome.ok) throw new Error(outcome.error);
  return outcome;
}

describeEachDatabase("boleto cache", (getDb) => {
  const rowsOf = (documento: string) =>
    getDb().select().from(boletoCache).where(eq(boletoCache.cpfcnpj, documento)).orderBy(asc(boletoCache.id));
  const expire = (documento: string, when: Date) =>
    getDb().update(boletoCache).set({ expireAt: when }).where(eq(boletoCache.cpfcnpj, documento));

  beforeEach(async () => {
    await truncateAll(getDb());
    await efi.reset();
  });

  it("reuses a boleto while it is unexpired and the invoice open; 'Ver Boleto' follows the same rule", async () => {
    const first = await boletoFor(maria, mariaOpen);
    const [row] = await rowsOf(maria);
    expect(row).toMatchObject({ status: "ready", numeroDocumento: mariaOpen.documentNumber, valor: 119.9, lockToken: null });
    // Valid through the boleto's due date: until midnight of the next day in São Paulo (UTC-3, no DST).
    const dueDate = first.data.boleto.expiresOn;
    expect(row!.expireAt).toEqual(new Date(`${addDaysToDateString(dueDate, 1)}T00:00:00-03:00`));
    expect(await cachedBoletoNumbers(maria, [mariaOpen])).toEqual(new Set([mariaOpen.documentNumber]));

    const second = await boletoFor(maria, mariaOpen);
    expect(second.reused).toBe(true);
    expect(second.data.boleto.chargeId).toBe(first.data.boleto.chargeId);
    expect(charges()).toHaveLength(1);
  });

  it("a plain boleto (no PIX, no billet_link) is generated, cached and read back as it came, once", async () => {
    await efi.setBoletoPix(false);
    const generated = await boletoFor(maria, mariaOpen);
    const issued = generated.data.boleto;
    expect(issued).not.toHaveProperty("pix");
    expect(issued).toMatchObject({
      pageUrl: expect.stringContaining("/emissao/"),
      pdfUrl: expect.stringMatching(/\/pdf$/),
    });
    const [row] = await rowsOf(maria);
    expect(row).toMatchObject({ status: "ready", lockToken: null });
    expect(await cachedBoletoNumbers(maria, [mariaOpen])).toEqual(new Set([mariaOpen.documentNumber]));

    const again = await boletoFor(maria, mariaOpen);
    expect(again.reused).toBe(true);
    expect(again.data.boleto).toEqual(generated.data.boleto);
    expect(charges()).toHaveLength(1);
  });

  it("a stored boleto that does not read as one is not handed out: a fresh boleto replaces it", async () => {
    await boletoFor(maria, mariaOpen);
    await getDb()
      .update(boletoCache)
      .set({ boletoData: { codigo_barras: "truncado" } })
      .where(eq(boletoCache.cpfcnpj, maria));
    expect(await cachedBoletoNumbers(maria, [mariaOpen])).toEqual(new Set());
    const again = await boletoFor(maria, mariaOpen);
    expect(again.reused).toBe(false);
    expect(again.data.boleto.digitableLine).toMatch(/^\d{5}\./);
    expect(charges()).toHaveLength(2);
  });

  it("an expired boleto is removed on refresh and replaced, under the same key, on the next request", async () => {
    const first = await boletoFor(maria, mariaOpen);
    await expire(maria, hoursFromNow(-1));
    expect(await cachedBoletoNumbers(maria, [mariaOpen])).toEqual(new Set());
    expect(await rowsOf(maria)).toEqual([]);

    await boletoFor(maria, mariaOpen);
    await expire(maria, hoursFromNow(-1));
    const replaced = await boletoFor(maria, mariaOpen);
    expect(replaced.reused).toBe(false);
    expect(replaced.data.boleto.chargeId).not.toBe(first.data.boleto.chargeId);
    const rows = await rowsOf(maria);
    expect(rows).toHaveLength(1);
    expect(rows[0]!.expireAt!.getTime()).toBeGreaterThan(Date.now());
    expect(charges()).toHaveLength(3);
  });

  it("a cached boleto for an amount the invoice no longer has is replaced, not reused", async () => {
    await boletoFor(maria, mariaOpen);
    await getDb().update(boletoCache).set({ valor: 99.9 }).where(eq(boletoCache.cpfcnpj, maria));
    expect(await cachedBoletoNumbers(maria, [mariaOpen])).toEqual(new Set());
    const again = await boletoFor(maria, mariaOpen);
    expect(again.reused).toBe(false);
    expect(await rowsOf(maria)).toHaveLength(1);
    expect((await rowsOf(maria))[0]!.valor).toBe(119.9);
  });

  it("each refresh purges the customer's boletos of invoices no longer open, and only theirs", async () => {
    const [older, newer] = joaoOpen as [Invoice, Invoice];
    await boletoFor(joao, older);
    await boletoFor(joao, newer);
    await boletoFor(maria, mariaOpen);

    // The older invoice was paid: it is no longer in the open list the page reads.
    expect(await cachedBoletoNumbers(joao, [newer])).toEqual(new Set([invoiceNumber(newer)]));
    expect((await rowsOf(joao)).map((r) => r.numeroDocumento)).toEqual([invoiceNumber(newer)]);
    expect(await rowsOf(maria)).toHaveLength(1);

    expect(await cachedBoletoNumbers(joao, [])).toEqual(new Set());
    expect(await rowsOf(joao)).toEqual([]);
    expect(await rowsOf(maria)).toHaveLength(1);
  });

  it(`keeps at most the ${BOLETO_CACHE_LIMIT} most recent entries per customer`, async () => {
    const old = (documento: string, i: number) => ({
      cpfcnpj: documento,
      numeroDocumento: `antigo-${i}`,
      invoiceId: String(i),
      valor: 10,
      status: "ready" as const,
      expireAt: hoursFromNow(24),
      boletoData: { placeholder: i },
      createdAt: new Date(Date.now() - (100 - i) * 60_000),
    });
    await getDb()
      .insert(boletoCache)
      .values(Array.from({ length: 55 }, (_, i) => old(maria, i)));
    await getDb()
      .insert(boletoCache)
      .values(Array.from({ length: 55 }, (_, i) => old(joao, i)));

    await boletoFor(maria, mariaOpen);
    const kept = await rowsOf(maria);
    expect(kept).toHaveLength(BOLETO_CACHE_LIMIT);
    const numbers = kept.map((r) => r.numeroDocumento);
    expect(numbers).toContain(mariaOpen.documentNumber);
    // The new one plus the 49 newest old ones: antigo-6 … antigo-54.
    expect(numbers.filter((n) => n.startsWith("antigo-")).sort()).toEqual(Array.from({ length: 49 }, (_, i) => `antigo-${i + 6}`).sort());
    expect(await rowsOf(joao)).toHaveLength(55);
  });

  it("takes over a claim whose owner died, and waits for a live owner instead of charging twice", async () => {
    const key = { cpfcnpj: maria, numeroDocumento: invoiceNumber(mariaOpen) };
    await getDb()
      .insert(boletoCache)
      .values({
        ...key,
        invoiceId: String(mariaOpen.id),
        valor: mariaOpen.amountDue,
        status: "pending",
        lockToken: "dead-owner",
        lockedUntil: hoursFromNow(-0.01),
      });
    const revived = await boletoFor(maria, mariaOpen);
    expect(revived.reused).toBe(false);
    expect(await rowsOf(maria)).toMatchObject([{ status: "ready", lockToken: null }]);
    expect(charges()).toHaveLength(1);

    // A live owner: a waiter gives up with a temporary failure…
    await getDb()
      .update(boletoCache)
      .set({ status: "pending", lockToken: "live-owner", lockedUntil: hoursFromNow(1) });
    const store = boletoClaimStore(getDb(), key, { invoiceId: String(mariaOpen.id), valor: 119.9, dataVencimento: mariaOpen.dueDate });
    const reusable = () => true;
    await expect(claimGeneration(store, reusable, { lockMs: 1000, waitMs: 300, pollMs: 50 })).rejects.toBeInstanceOf(GenerationBusyError);
    // …or, when the owner finishes in time, reuses its boleto.
    const waiting = claimGeneration(store, reusable, { lockMs: 1000, waitMs: 5000, pollMs: 50 });
    await new Promise((resolve) => setTimeout(resolve, 200));
    await getDb()
      .update(boletoCache)
      .set({ status: "ready", lockToken: null, lockedUntil: null })
      .where(eq(boletoCache.lockToken, "live-owner"));
    const claim = await waiting;
    expect("reuse" in claim && claim.reuse.numeroDocumento).toBe(key.numeroDocumento);
    expect(charges()).toHaveLength(1);
  });

  it("cache failures are only logged: the customer still gets a boleto, the page sees none cached", async () => {
    await getDb().execute(sql`alter table boleto_cache rename to boleto_cache_fora`);
    try {
      const outcome = await boletoFor(maria, mariaOpen);
      expect(outcome.reused).toBe(false);
      expect(await cachedBoletoNumbers(maria, [mariaOpen])).toEqual(new Set());
    } finally {
      await getDb().execute(sql`alter table boleto_cache_fora rename to boleto_cache`);
    }
    expect(charges()).toHaveLength(1);
    expect(await rowsOf(maria)).toEqual([]);
  });
});
