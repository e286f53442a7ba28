import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, expect, it, vi } from "vitest";
import { boletoCache, payments, pixCharges } from "@/lib/vendors/db/schema";
import type { ChargeEvent, CreatedPix } from "@/lib/vendors/efi/types";
import { cachedBoletoNumbers, generateBoleto, generatePix } from "@/lib/billing/payments";
import { readStoredPix } from "@/lib/billing/payments/stored";
import { sgp, type Invoice } from "@/lib/vendors/sgp";
import { DEMO_CUSTOMERS } from "@/sandbox/sgp/demo-customers";
import { describeEachDatabase, truncateAll } from "../support/db";
import type { EfiTestEnv } from "../support/efi-sandbox";
import { legacyBoletoData, legacyPixData } from "../support/legacy-payment-data";
import type { SgpTestSandbox } from "../support/sandboxes";
import { startUpstreamsForTests } from "../support/upstreams";

/*
 * The charges stored in pix_charges and boleto_cache before the portal kept them in its own words
 * (docs/SPEC.md §3's responses, lib/billing/payments/stored.ts) are still reused and confirmed;
 * a row that reads as neither shape is replaced by a fresh charge. Both databases.
 */

const deferred = vi.hoisted(() => ({ tasks: [] as Promise<unknown>[] }));
vi.mock("next/server", () => ({ after: (task: () => Promise<unknown>) => void deferred.tasks.push(task()) }));
const { watchCharge } = await import("@/lib/billing/confirmation/watch");
const { confirmBoletoPayment } = await import("@/lib/billing/confirmation/confirm");
const { findOurBoleto } = await import("@/lib/billing/confirmation/store");

let sgpSandbox: SgpTestSandbox;
let efi: EfiTestEnv;
const maria = DEMO_CUSTOMERS.maria.digits;
let mariaOpen: Invoice;

beforeAll(async () => {
  ({ sgp: sgpSandbox, efi } = await startUpstreamsForTests());
  mariaOpen = (await sgp().listInvoices(maria, "open")).invoices[0]!;
});
afterAll(() => Promise.all([sgpSandbox.close(), efi.close()]));

describeEachDatabase("payments: rows stored in the former shape", (getDb) => {
  beforeEach(async () => {
    await Promise.all(deferred.tasks.splice(0));
    await truncateAll(getDb());
    await efi.reset();
  });

  async function mariaPix() {
    const outcome = await generatePix({ document: maria, invoiceId: mariaOpen.id });
    if (!outcome.ok) throw new Error(outcome.error);
    await Promise.all(deferred.tasks.splice(0));
    return outcome.data;
  }

  /** Maria's new charge as stored, its link included. */
  async function mariaStoredPix(): Promise<CreatedPix> {
    await mariaPix();
    const [row] = await getDb().select().from(pixCharges);
    const created = readStoredPix(row?.pixData);
    if (!created) throw new Error("cobrança PIX não guardada");
    return created;
  }

  async function mariaBoleto() {
    const outcome = await generateBoleto({ document: maria, invoiceId: mariaOpen.id });
    if (!outcome.ok) throw new Error(outcome.error);
    return outcome;
  }

  it("a new PIX is stored in the portal's words", async () => {
    const pix = await mariaPix();
    const [row] = await getDb().select().from(pixCharges);
    expect(row?.pixData).toMatchObject({
      txid: pix.txid,
      amount: "119.90",
      pixCode: pix.pixCode,
      pageUrl: expect.stringMatching(/\/cob\/pagar\//),
    });
    expect(row?.pixData).not.toHaveProperty("detalhes");
  });

  it("a PIX stored as the spec's PIX response is reused, then confirmed once paid", async () => {
    const created = await mariaStoredPix();
    await getDb()
      .update(pixCharges)
      .set({ pixData: legacyPixData(created) });

    const again = await generatePix({ document: maria, invoiceId: mariaOpen.id });
    if (!again.ok) throw new Error(again.error);
    expect(again.reused).toBe(true);
    expect(again.data).toMatchObject(created);
    expect(efi.calls("PUT", "/v2/cob/")).toHaveLength(1);

    expect((await efi.pay(created.txid)).ok).toBe(true);
    expect(await watchCharge(maria, { txid: created.txid }, new Date())).toMatchObject({ ok: true, data: { state: "confirmed" } });
    expect(await getDb().select().from(payments)).toMatchObject([{ txid: created.txid, invoiceId: String(mariaOpen.id), valor: 119.9 }]);
  });

  it("a PIX stored as the spec's PIX response without its link gets the link in that shape", async () => {
    const created = await mariaStoredPix();
    await getDb()
      .update(pixCharges)
      .set({ pixData: legacyPixData({ ...created, pageUrl: "" }) });

    const again = await generatePix({ document: maria, invoiceId: mariaOpen.id });
    if (!again.ok) throw new Error(again.error);
    expect(again.reused).toBe(true);
    expect(again.data.pageUrl).toMatch(/\/cob\/pagar\//);
    const [row] = await getDb().select().from(pixCharges);
    expect(row?.pixData).toMatchObject({ link_responsivo: again.data.pageUrl });
    expect(readStoredPix(row?.pixData)).toEqual({ ...created, pageUrl: again.data.pageUrl });
  });

  it("a PIX row that reads as neither shape is replaced by a fresh charge", async () => {
    const first = await mariaPix();
    await getDb()
      .update(pixCharges)
      .set({ pixData: { txid: first.txid, pix_copiaecola: first.pixCode } });
    const again = await generatePix({ document: maria, invoiceId: mariaOpen.id });
    if (!again.ok) throw new Error(again.error);
    expect(again.reused).toBe(false);
    expect(again.data.txid).not.toBe(first.txid);
    expect(efi.calls("PUT", "/v2/cob/")).toHaveLength(2);
  });

  it("a boleto stored as the spec's boleto response is reused, found by its charge id and confirmed", async () => {
    const first = await mariaBoleto();
    const [stored] = await getDb().select().from(boletoCache);
    expect(stored?.boletoData).toMatchObject({ chargeId: first.data.boleto.chargeId, digitableLine: first.data.boleto.digitableLine });
    const found = await findOurBoleto(first.data.boleto.chargeId);
    expect(found).toMatchObject({ chargeId: first.data.boleto.chargeId, invoiceId: String(mariaOpen.id), totalCents: 11990 });

    await getDb()
      .update(boletoCache)
      .set({ boletoData: legacyBoletoData(first.data.boleto) })
      .where(eq(boletoCache.id, stored!.id));
    expect(await cachedBoletoNumbers(maria, [mariaOpen])).toEqual(new Set([stored!.numeroDocumento]));
    const again = await mariaBoleto();
    expect(again.reused).toBe(true);
    expect(again.data.boleto).toEqual(first.data.boleto);
    expect(efi.calls("POST", "/v1/charge/one-step")).toHaveLength(1);

    expect(await findOurBoleto(first.data.boleto.chargeId)).toEqual(found);
    expect(await findOurBoleto(first.data.boleto.chargeId + 1)).toBeNull();
    const paid: ChargeEvent = {
      chargeId: first.data.boleto.chargeId,
      customId: `titulo-${mariaOpen.id}`,
      status: "paid",
      previousStatus: "waiting",
      paidValueCents: 11990,
      receivedByBankAt: null,
      createdAt: new Date().toISOString(),
    };
    expect(await confirmBoletoPayment(paid)).toMatchObject({ kind: "confirmed", boleto: found });
    expect(await getDb().select().from(payments)).toMatchObject([{ method: "boleto", invoiceId: String(mariaOpen.id), valor: 119.9 }]);
  });
});
