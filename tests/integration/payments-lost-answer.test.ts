import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, expect, it, vi } from "vitest";
import { boletoCache, pixCharges } from "@/lib/vendors/db/schema";
import { generateBoleto, generatePix } from "@/lib/billing/payments";
import { paymentMessages as m } from "@/lib/billing/payments/messages";
import { readStoredPix } from "@/lib/billing/payments/stored";
import { sgp, type Invoice } from "@/lib/vendors/sgp";
import { DEMO_CUSTOMERS } from "@/sandbox/sgp/demo-customers";
import { describeEachDatabase, truncateAll } from "../support/db";
import type { EfiTestEnv } from "../support/efi-sandbox";
import type { SgpTestSandbox } from "../support/sandboxes";
import { startUpstreamsForTests } from "../support/upstreams";

/**
 * The gateway acts but its answer never arrives (the sandbox's `lost` fault drops the
 * connection after creating the charge), or the server dies in the middle: retrying must
 * hand out the charge that exists, never create a second one for the same invoice.
 */

// What runs after the answer (the PIX link) runs at once, and the tests wait for it.
const deferred = vi.hoisted(() => ({ tasks: [] as Promise<unknown>[] }));
vi.mock("next/server", () => ({ after: (task: () => Promise<unknown>) => void deferred.tasks.push(task()) }));

let sgpSandbox: SgpTestSandbox;
let efi: EfiTestEnv;
const maria = DEMO_CUSTOMERS.maria.digits;
let mariaOpen: Invoice;

beforeAll(async () => {
  ({ sgp: sgpSandbox, efi } = await startUpstreamsForTests());
  mariaOpen = (await sgp().listInvoices(maria, "open")).invoices[0]!;
});
afterAll(() => Promise.all([sgpSandbox.close(), efi.close()]));

/** Charges that exist at the gateway: every create the sandbox handled, answered or not. */
const cobsMade = () => efi.calls("PUT", "/v2/cob/").filter((c) => c.status === 201 || c.status === 0);
const boletosMade = () => efi.calls("POST", "/v1/charge/one-step").filter((c) => c.status === 200 || c.status === 0);

describeEachDatabase("lost gateway answers", (getDb) => {
  beforeEach(async () => {
    await truncateAll(getDb());
    await efi.reset();
  });

  it("PIX: the charge created before the answer was lost is the one the retry hands out", async () => {
    efi.setFault("PUT /v2/cob/:txid", "lost");
    expect(await generatePix({ document: maria, invoiceId: mariaOpen.id })).toEqual({
      ok: false,
      reason: "unavailable",
      error: m.pixFailed,
    });
    expect(cobsMade()).toHaveLength(1);
    const [left] = await getDb().select().from(pixCharges);
    expect(left).toMatchObject({ status: "pending" });

    efi.setFault("PUT /v2/cob/:txid", null);
    const retry = await generatePix({ document: maria, invoiceId: mariaOpen.id });
    if (!retry.ok) throw new Error(retry.error);
    expect(retry.data.txid).toBe(left!.txid);
    expect(retry.data).toMatchObject({ status: "ATIVA", amount: "119.90" });
    expect(retry.data.pixCode).toMatch(/^000201/);
    expect(cobsMade()).toHaveLength(1);

    const third = await generatePix({ document: maria, invoiceId: mariaOpen.id });
    expect(third.ok && third.reused && third.data.txid === left!.txid).toBe(true);
  });

  it("PIX: a charge whose payment link could not be read is kept and completed, not created again", async () => {
    efi.setFault("GET /v2/loc/:id/qrcode", "503");
    const first = await generatePix({ document: maria, invoiceId: mariaOpen.id });
    // The charge exists and its code is the gateway's: it is handed out, only without the link.
    if (!first.ok) throw new Error(first.error);
    expect(first.data.pixCode).toMatch(/^000201/);
    await Promise.all(deferred.tasks);
    const [stored] = await getDb().select().from(pixCharges);
    expect(stored).toMatchObject({ status: "ready", txid: first.data.txid });
    expect(readStoredPix(stored?.pixData)?.pageUrl).toBe("");
    efi.setFault("GET /v2/loc/:id/qrcode", null);

    const retry = await generatePix({ document: maria, invoiceId: mariaOpen.id });
    if (!retry.ok) throw new Error(retry.error);
    expect(retry).toMatchObject({ reused: true, data: { txid: first.data.txid } });
    expect(retry.data.pageUrl).toMatch(/\/cob\/pagar\//);
    expect(cobsMade()).toHaveLength(1);
    const [completed] = await getDb().select().from(pixCharges);
    expect(readStoredPix(completed?.pixData)?.pageUrl).toBe(retry.data.pageUrl);
  });

  it("PIX: when the lost request never reached the gateway, the retry creates the charge under the same txid", async () => {
    efi.setFault("PUT /v2/cob/:txid", "503");
    expect((await generatePix({ document: maria, invoiceId: mariaOpen.id })).ok).toBe(false);
    const [left] = await getDb().select().from(pixCharges);
    efi.setFault("PUT /v2/cob/:txid", null);

    const retry = await generatePix({ document: maria, invoiceId: mariaOpen.id });
    if (!retry.ok) throw new Error(retry.error);
    expect(retry.data.txid).toBe(left!.txid);
    expect(cobsMade()).toHaveLength(1);
  });

  it("PIX: a server that died holding the claim is taken over once its lock runs out, and its charge reused", async () => {
    efi.setFault("PUT /v2/cob/:txid", "lost");
    await generatePix({ document: maria, invoiceId: mariaOpen.id });
    efi.setFault("PUT /v2/cob/:txid", null);
    // As a killed process leaves it: pending, owned, its lock not yet run out.
    await getDb()
      .update(pixCharges)
      .set({ lockToken: "morto", lockedUntil: new Date(Date.now() + 300) });

    const retry = await generatePix({ document: maria, invoiceId: mariaOpen.id });
    if (!retry.ok) throw new Error(retry.error);
    expect(cobsMade()).toHaveLength(1);
    const [row] = await getDb().select().from(pixCharges);
    expect(row).toMatchObject({ status: "ready", txid: retry.data.txid, lockToken: null });
  });

  it("PIX: a leftover txid the gateway never saw (Efí's 400 'cobranca_nao_encontrada') is reused, not a dead end", async () => {
    efi.setFault("PUT /v2/cob/:txid", "503");
    expect((await generatePix({ document: maria, invoiceId: mariaOpen.id })).ok).toBe(false);
    const [left] = await getDb().select().from(pixCharges);
    expect(cobsMade()).toHaveLength(0);
    efi.setFault("PUT /v2/cob/:txid", null);
    await getDb().update(pixCharges).set({ lockedUntil: new Date() });

    const retry = await generatePix({ document: maria, invoiceId: mariaOpen.id });
    if (!retry.ok) throw new Error(retry.error);
    expect(efi.calls("GET", `/v2/cob/${left!.txid}`)).toEqual([expect.objectContaining({ status: 400 })]);
    expect(retry.data.txid).toBe(left!.txid);
    expect(cobsMade()).toHaveLength(1);
  });

  it("PIX: a leftover txid the gateway refuses to look up does not keep the invoice from getting a PIX", async () => {
    efi.setFault("PUT /v2/cob/:txid", "lost");
    expect((await generatePix({ document: maria, invoiceId: mariaOpen.id })).ok).toBe(false);
    const [left] = await getDb().select().from(pixCharges);
    efi.setFault("PUT /v2/cob/:txid", null);
    efi.setFault("GET /v2/cob/:txid", "echo");
    await getDb().update(pixCharges).set({ lockedUntil: new Date() });

    const retry = await generatePix({ document: maria, invoiceId: mariaOpen.id });
    if (!retry.ok) throw new Error(retry.error);
    expect(retry.data.txid).not.toBe(left!.txid);
    expect(retry.data.status).toBe("ATIVA");
    const [row] = await getDb().select().from(pixCharges);
    expect(row).toMatchObject({ status: "ready", txid: retry.data.txid });
  });

  it("boleto: the boleto created before the answer was lost is the one the retry hands out", async () => {
    efi.setFault("POST /v1/charge/one-step", "lost");
    expect(await generateBoleto({ document: maria, invoiceId: mariaOpen.id })).toEqual({
      ok: false,
      reason: "unavailable",
      error: m.boletoFailed,
    });
    expect(boletosMade()).toHaveLength(1);
    efi.setFault("POST /v1/charge/one-step", null);

    const retry = await generateBoleto({ document: maria, invoiceId: mariaOpen.id });
    if (!retry.ok) throw new Error(retry.error);
    expect(boletosMade()).toHaveLength(1);
    const lost = efi.sandbox.state().charges.values().next().value!;
    expect(retry.data.boleto.chargeId).toBe(lost.charge_id);
    expect(retry.data.boleto.digitableLine).toBe(lost.barcode);
    expect(retry.data.boleto.amount).toBe(mariaOpen.amountDue);

    const [row] = await getDb().select().from(boletoCache).where(eq(boletoCache.cpfcnpj, maria));
    expect(row).toMatchObject({ status: "ready", lockToken: null });
    const cached = await generateBoleto({ document: maria, invoiceId: mariaOpen.id });
    expect(cached.ok && cached.reused).toBe(true);
  });

  it("boleto: a plain boleto (no PIX) whose answer was lost is found again, never made twice", async () => {
    await efi.setBoletoPix(false);
    efi.setFault("POST /v1/charge/one-step", "lost");
    expect((await generateBoleto({ document: maria, invoiceId: mariaOpen.id })).ok).toBe(false);
    efi.setFault("POST /v1/charge/one-step", null);

    const retry = await generateBoleto({ document: maria, invoiceId: mariaOpen.id });
    if (!retry.ok) throw new Error(retry.error);
    expect(boletosMade()).toHaveLength(1);
    expect(retry.data.boleto).not.toHaveProperty("pix");
    const again = await generateBoleto({ document: maria, invoiceId: mariaOpen.id });
    expect(again.ok && again.reused).toBe(true);
    expect(boletosMade()).toHaveLength(1);
  });

  it("boleto: an older boleto of the invoice for another amount is not mistaken for the lost one", async () => {
    const first = await generateBoleto({ document: maria, invoiceId: mariaOpen.id });
    if (!first.ok) throw new Error(first.error);
    const older = efi.sandbox.state().charges.get(first.data.boleto.chargeId)!;
    older.total += 1000; // as if issued before the invoice's amount changed
    // The cached entry is left unfinished, as a lost answer leaves it.
    await getDb().update(boletoCache).set({ status: "pending", boletoData: null, lockToken: "morto", lockedUntil: new Date() });

    const retry = await generateBoleto({ document: maria, invoiceId: mariaOpen.id });
    if (!retry.ok) throw new Error(retry.error);
    expect(retry.data.boleto.chargeId).not.toBe(older.charge_id);
    expect(boletosMade()).toHaveLength(2);
  });
});
