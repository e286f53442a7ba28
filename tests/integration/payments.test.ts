import { and, count, eq, sql } from "drizzle-orm";
import { hasError, parsePix } from "pix-utils";
import { parseEmv } from "pix-utils/dist/main/emvHandler";
import { afterAll, beforeAll, beforeEach, expect, it, vi } from "vitest";
import { addDaysToDateString, todayInBrazil } from "@/lib/shared/br/calendar";
import { boletoCache, notificacaoCentral, pixCharges } from "@/lib/vendors/db/schema";
import { generateBoleto, generatePix } from "@/lib/billing/payments";
import { paymentMessages as m } from "@/lib/billing/payments/messages";
import { sgp, type Invoice } from "@/lib/vendors/sgp";
import { DEMO_CUSTOMERS, UNKNOWN_DOCUMENT } from "@/sandbox/sgp/demo-customers";
import { describeEachDatabase, truncateAll } from "../support/db";
import { metricValue } from "../support/metrics";
import type { EfiTestEnv } from "../support/efi-sandbox";
import type { SgpTestSandbox } from "../support/sandboxes";
import { startUpstreamsForTests } from "../support/upstreams";

/**
 * The payment module over real HTTP (SGP and Efí sandboxes) and a real database:
 * the invoice check, reuse, and one charge per invoice under concurrent requests.
 * The boleto cache's own rules are in payments-boleto-cache.test.ts.
 */

// What runs after an answer (a new PIX's link) runs at once; each test starts once it is over.
const deferred = vi.hoisted(() => ({ tasks: [] as Promise<unknown>[] }));
vi.mock("next/server", () => ({ after: (task: () => Promise<unknown>) => void deferred.tasks.push(task()) }));

let sgpSandbox: SgpTestSandbox;
let efi: EfiTestEnv;
const maria = DEMO_CUSTOMERS.maria.digits;
const joao = DEMO_CUSTOMERS.joao.digits;
let mariaOpen: Invoice;
let mariaPaid: Invoice;
let joaoOverdue: Invoice;
/** João's second open invoice: not the next one, and payable all the same. */
let joaoLater: Invoice;

beforeAll(async () => {
  ({ sgp: sgpSandbox, efi } = await startUpstreamsForTests());
  mariaOpen = (await sgp().listInvoices(maria, "open")).invoices[0]!;
  mariaPaid = (await sgp().listInvoices(maria, "paid")).invoices[0]!;
  const joaoOpen = (await sgp().listInvoices(joao, "open")).invoices.sort((a, b) => a.dueDate.localeCompare(b.dueDate));
  [joaoOverdue, joaoLater] = [joaoOpen[0]!, joaoOpen[1]!];
});
afterAll(() => Promise.all([sgpSandbox.close(), efi.close()]));

const charges = () => efi.calls("POST", "/v1/charge/one-step");
const cobs = () => efi.calls("PUT", "/v2/cob/");

/** The BR Code as an independent parser reads it, with its amount (tag 54). */
function readBrCode(code: string): string {
  const pix = parsePix(code);
  if (hasError(pix)) throw new Error(`pix-utils rejected the code: ${pix.message}`);
  const tags = parseEmv({ emvCode: code });
  if (!tags.isValid) throw new Error("pix-utils could not read the EMV fields");
  return tags.getTag(54);
}

describeEachDatabase("payments", (getDb) => {
  beforeEach(async () => {
    await Promise.all(deferred.tasks.splice(0));
    await truncateAll(getDb());
    await efi.reset();
  });

  it("creates a PIX charge for the customer's open invoice, then reuses it while active", async () => {
    const first = await generatePix({ document: DEMO_CUSTOMERS.maria.document, invoiceId: mariaOpen.id });
    if (!first.ok) throw new Error(first.error);
    expect(first.reused).toBe(false);
    const created = first.data;
    expect(created).toMatchObject({ status: "ATIVA", amount: "119.90", payer: { name: "Maria Silva Santos" } });
    expect(created.payerRequest).toBe(`Fatura ${mariaOpen.documentNumber} - ${mariaOpen.statement}`);
    expect(created.additionalInfo).toEqual(
      expect.arrayContaining([
        { name: "Juros", value: "0.00" },
        { name: "Multa", value: "0.00" },
      ]),
    );
    expect(readBrCode(first.data.pixCode)).toBe("119.90");
    expect(first.data.secondsLeft).toBeGreaterThan(3500);

    const again = await generatePix({ document: maria, invoiceId: mariaOpen.id });
    if (!again.ok) throw new Error(again.error);
    expect(again.reused).toBe(true);
    expect(again.data.txid).toBe(created.txid);
    expect(again.data.pixCode).toBe(first.data.pixCode);
    expect(cobs()).toHaveLength(1);
  });

  it("replaces a PIX charge that is about to expire or was made for another amount", async () => {
    const first = await generatePix({ document: maria, invoiceId: mariaOpen.id });
    if (!first.ok) throw new Error(first.error);
    const soon = new Date(Date.now() + 60_000);
    await getDb().update(pixCharges).set({ expiresAt: soon }).where(eq(pixCharges.cpfcnpj, maria));
    const second = await generatePix({ document: maria, invoiceId: mariaOpen.id });
    if (!second.ok) throw new Error(second.error);
    expect(second.reused).toBe(false);
    expect(second.data.txid).not.toBe(first.data.txid);

    const [row] = await getDb().select().from(pixCharges);
    await getDb()
      .update(pixCharges)
      .set({ pixData: sql`jsonb_set(${pixCharges.pixData}, '{amount}', '"99.90"')` })
      .where(eq(pixCharges.id, row!.id));
    const third = await generatePix({ document: maria, invoiceId: mariaOpen.id });
    if (!third.ok) throw new Error(third.error);
    expect(third.reused).toBe(false);
    expect(third.data.amount).toBe("119.90");
    expect(cobs()).toHaveLength(3);
    expect(await getDb().select().from(pixCharges)).toHaveLength(1);
  });

  it("refuses an invoice that is not one of the caller's open invoices, creating nothing", async () => {
    const attempts = [
      generatePix({ document: maria, invoiceId: joaoOverdue.id }), // someone else's
      generateBoleto({ document: maria, invoiceId: joaoOverdue.id }),
      generatePix({ document: maria, invoiceId: mariaPaid.id }), // her own, but paid
      generateBoleto({ document: maria, invoiceId: 999_999 }), // unknown
      generatePix({ document: UNKNOWN_DOCUMENT, invoiceId: mariaOpen.id }), // no such customer
      generatePix({ document: "", invoiceId: mariaOpen.id }),
    ];
    for (const outcome of await Promise.all(attempts)) {
      expect(outcome).toEqual({ ok: false, reason: "not-open", error: m.invoiceNotOpen });
    }
    expect(efi.calls().filter((c) => !c.path.startsWith("/__sandbox"))).toEqual([]);
    expect(await getDb().select().from(boletoCache)).toEqual([]);
    expect(await getDb().select().from(pixCharges)).toEqual([]);
  });

  it("checks the invoice with one titulo_id lookup (document, open status), never the whole open list", async () => {
    const sgpRequests = () => sgpSandbox.sentRequests("/api/ura/titulos/");
    await sgpSandbox.clearSentRequests();
    expect(await generatePix({ document: maria, invoiceId: joaoLater.id })).toEqual({
      ok: false,
      reason: "not-open",
      error: m.invoiceNotOpen,
    });
    const paid = await generatePix({ document: joao, invoiceId: joaoLater.id });
    expect(paid.ok).toBe(true);
    const sent = await sgpRequests();
    expect(sent.map((r) => r.body)).toEqual([
      expect.objectContaining({ cpfcnpj: maria, titulo_id: String(joaoLater.id), status: "abertos" }),
      expect.objectContaining({ cpfcnpj: joao, titulo_id: String(joaoLater.id), status: "abertos" }),
    ]);
    expect(cobs()).toHaveLength(1);
  });

  it("twelve concurrent boleto requests for one invoice create one charge at the gateway", async () => {
    const counted = await metricValue("cda_payments_generated_total", { method: "boleto" });
    const outcomes = await Promise.all(Array.from({ length: 12 }, () => generateBoleto({ document: joao, invoiceId: joaoOverdue.id })));
    const chargeIds = outcomes.map((o) => (o.ok ? o.data.boleto.chargeId : o.error));
    expect(new Set(chargeIds).size).toBe(1);
    expect(outcomes.filter((o) => o.ok && !o.reused)).toHaveLength(1);
    expect(charges()).toHaveLength(1);
    expect(await metricValue("cda_payments_generated_total", { method: "boleto" })).toBe(counted + 1);

    const first = outcomes[0]!;
    if (!first.ok) throw new Error(first.error);
    // Overdue invoice: due today + 30, the value with interest, no fine nor interest on the boleto.
    expect(first.data.boleto.expiresOn).toBe(addDaysToDateString(todayInBrazil(), 30));
    expect(first.data).toMatchObject({ documentNumber: joaoOverdue.documentNumber, amount: 103.42, dueDate: joaoOverdue.dueDate });
    expect(first.data.boleto.amount).toBe(103.42);
  });

  it("twelve concurrent PIX requests for one invoice create one charge at the gateway", async () => {
    const counted = await metricValue("cda_payments_generated_total", { method: "pix" });
    const outcomes = await Promise.all(Array.from({ length: 12 }, () => generatePix({ document: joao, invoiceId: joaoOverdue.id })));
    const txids = outcomes.map((o) => (o.ok ? o.data.txid : o.error));
    expect(new Set(txids).size).toBe(1);
    expect(cobs()).toHaveLength(1);
    expect(await getDb().select({ n: count() }).from(pixCharges)).toEqual([{ n: 1 }]);
    expect(await metricValue("cda_payments_generated_total", { method: "pix" })).toBe(counted + 1);
  });

  it("any open invoice, not only the next: concurrent PIX and boleto requests for both of João's create one charge each", async () => {
    expect(joaoLater.dueDate > joaoOverdue.dueDate).toBe(true);
    const target = (i: number) => ({ document: joao, invoiceId: i % 2 ? joaoLater.id : joaoOverdue.id });
    const [pix, boletos] = await Promise.all([
      Promise.all(Array.from({ length: 12 }, (_, i) => generatePix(target(i)))),
      Promise.all(Array.from({ length: 12 }, (_, i) => generateBoleto(target(i)))),
    ]);
    expect(cobs()).toHaveLength(2);
    expect(charges()).toHaveLength(2);
    const laterPix = pix.filter((_, i) => i % 2).map((o) => (o.ok ? o.data.txid : o.error));
    expect(new Set(laterPix).size).toBe(1);
    const laterBoleto = boletos[1]!;
    if (!laterBoleto.ok) throw new Error(laterBoleto.error);
    expect(laterBoleto.data).toMatchObject({ documentNumber: joaoLater.documentNumber, amount: joaoLater.amountDue });
    const rows = await getDb().select().from(pixCharges);
    expect(rows.map((row) => row.invoiceId).sort()).toEqual([String(joaoOverdue.id), String(joaoLater.id)].sort());
  });

  it("a gateway failure gives the claim up at once: the next request looks for a lost boleto, then generates", async () => {
    efi.setFault("POST /v1/charge/one-step", "503");
    const failed = await generateBoleto({ document: maria, invoiceId: mariaOpen.id });
    expect(failed).toEqual({ ok: false, reason: "unavailable", error: m.boletoFailed });
    const [left] = await getDb().select().from(boletoCache);
    expect(left).toMatchObject({ status: "pending" });
    expect(left!.lockedUntil!.getTime()).toBeLessThanOrEqual(Date.now());

    efi.setFault("POST /v1/charge/one-step", null);
    const ok = await generateBoleto({ document: maria, invoiceId: mariaOpen.id });
    expect(ok.ok && !ok.reused).toBe(true);
    expect(efi.calls("GET", "/v1/charges")).toHaveLength(1);
    expect(charges().filter((c) => c.status === 200)).toHaveLength(1);
  });

  it("a gateway refusal reaches the customer with the gateway's message", async () => {
    process.env.EFI_CLIENT_SECRET = "wrong-secret";
    try {
      const outcome = await generatePix({ document: maria, invoiceId: mariaOpen.id });
      expect(outcome.ok).toBe(false);
      if (outcome.ok) return;
      expect(outcome.reason).toBe("rejected");
      expect(outcome.error).not.toBe("");
      expect(cobs()).toEqual([]);
      // The txid it would have used stays reserved, so a retry cannot charge under two.
      const [left] = await getDb().select().from(pixCharges);
      expect(left).toMatchObject({ status: "pending", txid: expect.stringMatching(/^[a-zA-Z0-9]{32}$/) });
    } finally {
      process.env.EFI_CLIENT_SECRET = "demo-secret";
    }
  });

  it("an unreachable subscriber system is a temporary failure, not a refusal", async () => {
    sgpSandbox.setFault("POST /api/ura/titulos/", "503");
    try {
      expect(await generatePix({ document: maria, invoiceId: mariaOpen.id })).toEqual({
        ok: false,
        reason: "unavailable",
        error: m.pixFailed,
      });
      expect(cobs()).toEqual([]);
    } finally {
      sgpSandbox.setFault("POST /api/ura/titulos/", null);
    }
  });

  it("notifies the customer once a new boleto exists", async () => {
    const outcome = await generateBoleto({ document: maria, invoiceId: mariaOpen.id });
    if (!outcome.ok) throw new Error(outcome.error);
    const mine = and(eq(notificacaoCentral.clienteDocumento, maria), eq(notificacaoCentral.titulo, m.notification.title));
    await expect.poll(async () => (await getDb().select().from(notificacaoCentral).where(mine)).length).toBe(1);
    const [notification] = await getDb().select().from(notificacaoCentral).where(mine);
    expect(notification!.mensagem).toContain(mariaOpen.documentNumber);
    expect(notification!.linkAcao).toBe("/invoices");

    const reused = await generateBoleto({ document: maria, invoiceId: mariaOpen.id });
    expect(reused.ok && reused.reused).toBe(true);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(await getDb().select().from(notificacaoCentral).where(mine)).toHaveLength(1);
  });
});
