import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, expect, it, vi } from "vitest";
import { generatePix } from "@/lib/billing/payments";
import { notificacaoCentral, paymentSettlements, payments } from "@/lib/vendors/db/schema";
import { brazilDate } from "@/lib/vendors/sgp/dates";
import { DEMO_CONTRACTS, DEMO_CUSTOMERS } from "@/sandbox/sgp/demo-customers";
import type { SgpBaixa } from "@/sandbox/sgp/records";
import { describeEachDatabase, truncateAll } from "../support/db";
import { startUpstreamsForTests, type TestUpstreams } from "../support/upstreams";

/*
 * Settlement in the SGP with SGP_SETTLEMENT=portal, over real HTTP to both sandboxes: the gateway
 * pays, the webhook and the dialog's poll confirm (racing), and the settlement runs after the
 * response and in sweeps (two "instances" sweeping at once). Time is passed in, never slept.
 */

const deferred = vi.hoisted(() => ({ tasks: [] as Promise<unknown>[] }));
vi.mock("next/server", () => ({ after: (task: () => Promise<unknown>) => void deferred.tasks.push(task()) }));
const route = await import("@/app/api/webhooks/efi/route");
const { watchCharge } = await import("@/lib/billing/confirmation/watch");
const { webhookUrlWithSecret, pendingPayments } = await import("@/lib/billing/confirmation/pending");
const { invoicesInProcessing } = await import("@/lib/billing/confirmation/processing");
const { runSettlementSweep, settlePayment } = await import("@/lib/billing/settlement");
const metricsRoute = await import("@/app/api/metrics/route");

const SECRET = "segredo-do-webhook-".padEnd(48, "x");
const METRICS_TOKEN = "token-das-metricas-de-teste";
const maria = DEMO_CUSTOMERS.maria.digits;
const joao = DEMO_CUSTOMERS.joao.digits;
/** Maria's open title (R$ 119,90) and João's overdue one (R$ 103,42, his contract suspended for non-payment). */
const MARIA_TITLE = 72501;
const JOAO_OVERDUE = 72506;
const BAIXAR = "POST /api/banco/titulo/:id/baixar/";
let upstreams: TestUpstreams;

beforeAll(async () => {
  process.env.SGP_SETTLEMENT = "portal";
  process.env.EFI_WEBHOOK_SECRET = SECRET;
  process.env.METRICS_TOKEN = METRICS_TOKEN;
  upstreams = await startUpstreamsForTests({ linked: true, sgp: { settlement: "portal", settleMs: 10 } });
});
afterAll(async () => {
  delete process.env.SGP_SETTLEMENT;
  delete process.env.SGP_RELEASE_ON_SETTLE;
  delete process.env.EFI_WEBHOOK_SECRET;
  delete process.env.METRICS_TOKEN;
  await upstreams.close();
});

const later = (ms: number) => new Date(Date.now() + ms);
const baixas = async () => (await (await fetch(`${upstreams.sgp.url}/sandbox/baixas`)).json()) as SgpBaixa[];
const baixarCalls = () => upstreams.sgp.calls.filter((c) => c.method === "POST" && c.path.endsWith("/baixar/"));
const title = (id: number) => upstreams.sgp.data().titulos.find((t) => t.id === id)!;
const joaoContract = () =>
  upstreams.sgp
    .data()
    .customers.flatMap((c) => c.contratos)
    .find((k) => k.id === DEMO_CONTRACTS.joao)!;

/** A PIX charge for the title, paid at the gateway; the webhook body Efí would send. */
async function paidPix(documento: string, invoiceId: number) {
  const pix = await generatePix({ document: documento, invoiceId });
  if (!pix.ok) throw new Error(pix.error);
  await Promise.all(deferred.tasks.splice(0));
  const paid = (await (await upstreams.efi.pay(pix.data.txid)).json()) as {
    pix: { endToEndId: string; txid: string; valor: string; horario: string }[];
  };
  return { txid: pix.data.txid, pix: paid.pix[0]!, body: { pix: paid.pix.map((p) => ({ ...p, chave: upstreams.efi.pixKey })) } };
}

function deliver(body: unknown): Promise<Response> {
  const url = `${webhookUrlWithSecret("http://127.0.0.1/api/webhooks/efi", SECRET)}/pix`;
  return route.POST(new Request(url, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(body) }));
}

/** The poll of the open dialog; then what ran after the responses is awaited. */
async function confirmByPoll(documento: string, txid: string) {
  const look = await watchCharge(documento, { txid }, new Date());
  await settleDeferred();
  return look;
}

/** A series of GET /api/metrics as a scrape reads it. */
async function scraped(name: string): Promise<number> {
  const res = await metricsRoute.GET(
    new Request("http://localhost/api/metrics", { headers: { authorization: `Bearer ${METRICS_TOKEN}` } }),
  );
  const line = (await res.text()).split("\n").find((l) => l.startsWith(`${name} `));
  return Number(line?.split(" ")[1]);
}

async function settleDeferred() {
  while (deferred.tasks.length) await Promise.all(deferred.tasks.splice(0));
}

describeEachDatabase("payment settlement in the SGP", (getDb) => {
  const settlements = () => getDb().select().from(paymentSettlements);
  const notifications = (documento: string) =>
    getDb().select().from(notificacaoCentral).where(eq(notificacaoCentral.clienteDocumento, documento));

  beforeEach(async () => {
    await truncateAll(getDb());
    await upstreams.efi.reset();
    await upstreams.sgp.reset();
    process.env.SGP_SETTLEMENT = "portal";
    delete process.env.SGP_RELEASE_ON_SETTLE;
    deferred.tasks = [];
  });

  it("settles one payment exactly once, with the webhook and the poll racing and two instances sweeping", async () => {
    const { txid, pix, body } = await paidPix(maria, MARIA_TITLE);
    const answers = await Promise.all([
      deliver(body),
      deliver(body),
      watchCharge(maria, { txid }, new Date()),
      deliver(body),
      watchCharge(maria, { txid }, new Date()),
      runSettlementSweep(),
      runSettlementSweep(),
    ]);
    expect(answers.slice(0, 2).map((a) => (a as Response).status)).toEqual([200, 200]);
    await settleDeferred();
    await Promise.all([runSettlementSweep({ now: later(60_000) }), runSettlementSweep({ now: later(60_000) })]);

    expect(await baixas()).toEqual([
      {
        titulo: MARIA_TITLE,
        data_pagamento: brazilDate(new Date(pix.horario)),
        valor_pago: "119.90",
        forma_pagamento: "PIX",
        observacao: `PIX pago pela Central do Assinante. txid ${txid}, E2E ${pix.endToEndId}`,
      },
    ]);
    expect(baixarCalls()).toHaveLength(1);
    const [payment] = await getDb().select().from(payments);
    expect(payment!.settledAt).toBeInstanceOf(Date);
    expect(await settlements()).toEqual([
      expect.objectContaining({ paymentId: payment!.id, state: "settled", settledBy: "portal", leaseToken: null, release: "none" }),
    ]);
    expect(title(MARIA_TITLE)).toMatchObject({ status: "pago", valorPago: 119.9 });
    expect(await pendingPayments(1, later(2 * 60 * 60_000))).toEqual([]);
  });

  it("keeps trying while the SGP is down for 30 s, with backoff, and settles once when it is back", async () => {
    upstreams.sgp.setFault(BAIXAR, "503");
    const { txid } = await paidPix(maria, MARIA_TITLE);
    expect((await confirmByPoll(maria, txid)).ok).toBe(true);
    const [first] = await settlements();
    expect(first).toMatchObject({ state: "pending", attempts: 1, lastError: "sgp: HTTP 503", leaseToken: null });
    expect(first!.nextAttemptAt.getTime() - Date.now()).toBeGreaterThan(10_000);

    expect(await runSettlementSweep({ now: later(10_000) })).toMatchObject({ claimed: 0 });
    expect(await scraped("cda_payments_unsettled")).toBe(1);
    expect(await scraped("cda_payments_unsettled_oldest_seconds")).toBeGreaterThanOrEqual(0);
    expect(await runSettlementSweep({ now: later(20_000) })).toMatchObject({ claimed: 1, retrying: 1 });
    const [second] = await settlements();
    expect(second!.nextAttemptAt.getTime()).toBeGreaterThan(later(20_000 + 25_000).getTime());
    upstreams.sgp.setFault(BAIXAR, null);
    expect(await runSettlementSweep({ now: later(30_000) })).toMatchObject({ claimed: 0 });
    expect(await runSettlementSweep({ now: later(60_000) })).toMatchObject({ claimed: 1, settled: 1 });
    expect(await runSettlementSweep({ now: later(120_000) })).toMatchObject({ claimed: 0 });

    expect(await baixas()).toHaveLength(1);
    expect(baixarCalls().map((c) => c.status)).toEqual([503, 503, 200]);
    expect(await scraped("cda_payments_unsettled")).toBe(0);
    expect(await scraped("cda_payments_unsettled_oldest_seconds")).toBe(0);
    expect((await settlements())[0]).toMatchObject({ state: "settled", settledBy: "portal" });
  });

  it("does not settle twice after a lost answer: the next attempt re-reads the title and finds it paid", async () => {
    upstreams.sgp.setFault(BAIXAR, "lost");
    const { txid } = await paidPix(maria, MARIA_TITLE);
    await confirmByPoll(maria, txid);
    expect((await settlements())[0]).toMatchObject({ state: "pending", baixarSentAt: expect.any(Date) });
    expect(await baixas()).toHaveLength(1);

    upstreams.sgp.setFault(BAIXAR, null);
    expect(await runSettlementSweep({ now: later(60_000) })).toMatchObject({ settled: 1 });
    expect(await baixas()).toHaveLength(1);
    expect(baixarCalls()).toHaveLength(1);
    expect((await settlements())[0]).toMatchObject({ state: "settled", settledBy: "portal" });
  });

  it("leaves a row held by another worker alone until its lease runs out, then settles it once", async () => {
    upstreams.sgp.setFault(BAIXAR, "503");
    const { txid } = await paidPix(maria, MARIA_TITLE);
    await confirmByPoll(maria, txid);
    upstreams.sgp.setFault(BAIXAR, null);
    // A worker that died mid-attempt: its lease holds the row for 10 minutes.
    await getDb()
      .update(paymentSettlements)
      .set({ leaseToken: "worker-que-morreu", leasedUntil: later(10 * 60_000), nextAttemptAt: new Date() });
    expect(await runSettlementSweep({ now: later(5 * 60_000) })).toMatchObject({ claimed: 0 });
    expect(await runSettlementSweep({ now: later(11 * 60_000) })).toMatchObject({ claimed: 1, settled: 1 });
    expect(await baixas()).toHaveLength(1);
  });

  it("does not settle a payment below the open amount: it waits for the operator, with the reason", async () => {
    const { txid } = await paidPix(maria, MARIA_TITLE);
    // Interest added in the SGP after the charge was made.
    title(MARIA_TITLE).valorCorrigido = 125.5;
    await confirmByPoll(maria, txid);
    expect(await settlements()).toEqual([
      expect.objectContaining({
        state: "operator",
        reason: expect.stringContaining("valor pago R$\u00a0119,90 menor que o valor em aberto R$\u00a0125,50"),
      }),
    ]);
    expect(await runSettlementSweep({ now: later(10 * 60 * 60_000) })).toMatchObject({ claimed: 0 });
    expect(baixarCalls()).toEqual([]);
    expect(await scraped("cda_payments_awaiting_operator")).toBe(1);
    const lines = await pendingPayments(60);
    expect(lines).toEqual([
      expect.objectContaining({ invoiceId: String(MARIA_TITLE), txid, reason: expect.stringContaining("menor que o valor em aberto") }),
    ]);
    expect(JSON.stringify(lines)).not.toContain(maria);

    // Settled by hand in the SGP: the next load of the invoices sees it paid, and it leaves the list.
    title(MARIA_TITLE).status = "pago";
    await invoicesInProcessing(maria, []);
    expect(await pendingPayments(60)).toEqual([]);
    expect(await scraped("cda_payments_awaiting_operator")).toBe(0);
  });

  it("gives up after 24 h of failures and lists the payment for the operator", async () => {
    upstreams.sgp.setFault(BAIXAR, "503");
    const { txid } = await paidPix(maria, MARIA_TITLE);
    await confirmByPoll(maria, txid);
    expect(await runSettlementSweep({ now: later(25 * 60 * 60_000) })).toMatchObject({ operator: 1 });
    expect((await settlements())[0]).toMatchObject({ state: "operator", reason: "sem baixa depois de 24 h de tentativas: sgp: HTTP 503" });
    expect(await pendingPayments(60)).toEqual([
      expect.objectContaining({ reason: "sem baixa depois de 24 h de tentativas: sgp: HTTP 503" }),
    ]);
  });

  it("in the sgp mode sends no baixar: the SGP settles on its own, as before", async () => {
    process.env.SGP_SETTLEMENT = "sgp";
    const { txid } = await paidPix(maria, MARIA_TITLE);
    await confirmByPoll(maria, txid);
    expect(await settlements()).toEqual([]);
    expect(baixarCalls()).toEqual([]);
    expect(await baixas()).toEqual([]);
  });

  it("João's payment of his last overdue title: the SGP releases him and he is told 'Conexão liberada', once", async () => {
    const { txid } = await paidPix(joao, JOAO_OVERDUE);
    await confirmByPoll(joao, txid);
    await Promise.all([
      runSettlementSweep({ now: later(60_000) }),
      settlePayment((await getDb().select().from(payments))[0]!.id, later(60_000)),
    ]);
    expect(joaoContract()).toMatchObject({ status: "ativo" });
    expect((await settlements())[0]).toMatchObject({
      state: "settled",
      wasSuspended: true,
      contractId: DEMO_CONTRACTS.joao,
      release: "released-by-sgp",
    });
    const released = (await notifications(joao)).filter((n) => n.titulo === "Conexão liberada");
    expect(released).toHaveLength(1);
    expect(released[0]!.mensagem).toContain("reinicie o roteador");
    expect(upstreams.sgp.data().disconnects).toEqual([]);
  });

  it("releases João itself with SGP_RELEASE_ON_SETTLE=1 when the SGP keeps him suspended; without it tells him the release is on its way", async () => {
    const keepSuspended = () =>
      fetch(`${upstreams.sgp.url}/__sandbox/sgp/release-on-settle`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: '{"enabled":false}',
      });
    await keepSuspended();
    process.env.SGP_RELEASE_ON_SETTLE = "1";
    const first = await paidPix(joao, JOAO_OVERDUE);
    await confirmByPoll(joao, first.txid);
    expect(joaoContract()).toMatchObject({ status: "ativo", motivo_status: "" });
    expect(upstreams.sgp.data().disconnects).toEqual(["joao.lima"]);
    expect((await settlements())[0]).toMatchObject({ release: "released-by-portal" });
    expect((await notifications(joao)).map((n) => n.titulo)).toContain("Conexão liberada");

    await truncateAll(getDb());
    await upstreams.efi.reset();
    await upstreams.sgp.reset();
    await keepSuspended();
    delete process.env.SGP_RELEASE_ON_SETTLE;
    const second = await paidPix(joao, JOAO_OVERDUE);
    await confirmByPoll(joao, second.txid);
    expect(joaoContract()).toMatchObject({ status: "suspenso" });
    expect((await settlements())[0]).toMatchObject({ state: "settled", release: "awaiting-provider" });
    const titles = (await notifications(joao)).map((n) => n.titulo);
    expect(titles).toContain("Pagamento repassado ao provedor");
    expect(titles).not.toContain("Conexão liberada");
  });
});
