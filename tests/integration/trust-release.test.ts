import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, expect, it, vi } from "vitest";
import { liberacaoConfiancaCentral } from "@/lib/vendors/db/schema";
import { mesReferencia } from "@/lib/vendors/db/month";
import { log } from "@/lib/platform/log";
import { createSgpClient, type SgpClient } from "@/lib/vendors/sgp/client";
import { brazilDate } from "@/lib/vendors/sgp/dates";
import { trustReleaseMessages as m } from "@/lib/trust-release/messages";
import { requestTrustRelease, STALE_PROCESSING_MS, type TrustReleaseRequest } from "@/lib/trust-release/service";
import { DEMO_CONTRACTS, DEMO_CUSTOMERS, UNKNOWN_DOCUMENT } from "@/sandbox/sgp/demo-customers";
import { findContract } from "@/sandbox/sgp/views";
import { describeEachDatabase, truncateAll } from "../support/db";
import { metricValue } from "../support/metrics";
import { startSgpForTests, type SgpTestSandbox } from "../support/sandboxes";

const { joao, maria, ana, empresa } = DEMO_CUSTOMERS;
const RELEASE_PATH = "/api/ura/liberacaopromessa/";
const MID_MARCH = new Date("2026-03-15T12:00:00-03:00");

let sandbox: SgpTestSandbox;
let client: SgpClient;

beforeAll(async () => {
  sandbox = await startSgpForTests();
  client = createSgpClient({ baseUrl: sandbox.url, app: "demo", token: "demo-token", timeoutMs: 3_000, customerCacheMs: 0 });
});
afterAll(() => sandbox.close());

const releaseRequests = () => sandbox.sentRequests(RELEASE_PATH);
const contractOf = (id: number) => findContract(sandbox.data(), id)!.contract;
/** Suspended for non-payment in the SGP: contract status 4 with the financial reason (docs/UPSTREAMS.md §1.0). */
const suspend = (id: number) => Object.assign(contractOf(id), { status: "suspenso", motivo_status: "Financeiro" });
const asks = (who: { document: string; name: string }, motivo = "Emergência médica na família"): TrustReleaseRequest => ({
  cpf: who.document,
  nome: who.name,
  motivo,
  ip: "203.0.113.7",
  userAgent: "Vitest",
});

describeEachDatabase("trust release", (getDb) => {
  const rows = () => getDb().select().from(liberacaoConfiancaCentral).orderBy(liberacaoConfiancaCentral.id);
  const at = (now: Date) => ({ sgp: client, now: () => now });

  beforeEach(async () => {
    await truncateAll(getDb());
    await sandbox.reset();
  });

  it("João: saved as processando first, released at the SGP, then finished; once a month", async () => {
    const statusDuringCall: string[] = [];
    const watching = {
      findCustomer: client.findCustomer,
      requestTrustRelease: async (input: Parameters<SgpClient["requestTrustRelease"]>[0]) => {
        statusDuringCall.push(...(await rows()).map((r) => r.status));
        return client.requestTrustRelease(input);
      },
    };
    const outcome = await requestTrustRelease(asks(joao, "Aguardando transferência"), { sgp: watching, now: () => MID_MARCH });
    expect(outcome).toMatchObject({ ok: true, message: "Liberação solicitada com sucesso para 1 contrato(s)" });
    expect(statusDuringCall).toEqual(["processando"]);

    const [row] = await rows();
    expect(row).toMatchObject({
      cpfCnpj: joao.digits,
      nomeCliente: joao.name,
      motivo: "Aguardando transferência",
      status: "liberado",
      ipSolicitacao: "203.0.113.7",
      userAgent: "Vitest",
      mesReferencia: "2026-03",
    });
    expect(row!.dataSolicitacao.toISOString()).toBe(MID_MARCH.toISOString());
    expect(row!.dataLiberacao).toBeInstanceOf(Date);
    expect(row!.contratosLiberados).toEqual([
      { contrato: DEMO_CONTRACTS.joao, sucesso: true, resultado: expect.objectContaining({ ok: true, protocolo: expect.any(String) }) },
    ]);
    expect(contractOf(DEMO_CONTRACTS.joao).status).toBe("ativo");
    const [sent] = await releaseRequests();
    expect(sent!.body).toEqual({
      app: "demo",
      token: "demo-token",
      contrato: DEMO_CONTRACTS.joao,
      data_promessa: brazilDate(MID_MARCH, 3),
      conteudo: "Aguardando transferência",
    });

    // Suspended again later in the month: still refused, by the record, without calling the SGP.
    suspend(DEMO_CONTRACTS.joao);
    const again = await requestTrustRelease(asks(joao), at(new Date("2026-03-31T23:59:59-03:00")));
    expect(again).toEqual({ ok: false, error: m.alreadyThisMonth });
    expect(await rows()).toHaveLength(1);
    expect(await releaseRequests()).toHaveLength(1);
  });

  it("the month turns at São Paulo midnight, as the database computes it", async () => {
    const lastSecond = new Date("2026-03-31T23:59:59-03:00");
    const firstSecond = new Date("2026-04-01T00:00:00-03:00");
    expect((await requestTrustRelease(asks(joao), at(lastSecond))).ok).toBe(true);

    const contract = suspend(DEMO_CONTRACTS.joao);
    contract.promessasPagamentoMes = 0; // the SGP's own monthly counter turned too
    expect((await requestTrustRelease(asks(joao), at(firstSecond))).ok).toBe(true);

    const saved = await rows();
    expect(saved.map((r) => r.mesReferencia)).toEqual(["2026-03", "2026-04"]);
    expect(saved.map((r) => r.mesReferencia)).toEqual([mesReferencia(lastSecond), mesReferencia(firstSecond)]);
    expect(await releaseRequests()).toHaveLength(2);
  });

  it("refusals in the spec's order write nothing and do not use up the month", async () => {
    expect(await requestTrustRelease(asks(maria), at(MID_MARCH))).toEqual({ ok: false, error: m.allActive });
    expect(await requestTrustRelease(asks(ana), at(MID_MARCH))).toEqual({ ok: false, error: m.noActiveContract });
    expect(await requestTrustRelease({ ...asks(joao), cpf: UNKNOWN_DOCUMENT }, at(MID_MARCH))).toEqual({
      ok: false,
      error: m.clientMissing,
    });
    expect(await rows()).toEqual([]);
    expect(await releaseRequests()).toEqual([]);

    // Suspended for another reason (asked by the subscriber): nothing a promise release is for.
    Object.assign(contractOf(DEMO_CONTRACTS.maria), { status: "suspenso", motivo_status: "Solicitação do cliente" });
    expect(await requestTrustRelease(asks(maria), at(MID_MARCH))).toEqual({ ok: false, error: m.nothingToRelease });
    expect(await releaseRequests()).toEqual([]);
    suspend(DEMO_CONTRACTS.maria);
    expect(await requestTrustRelease(asks(maria), at(MID_MARCH))).toMatchObject({ ok: true });
  });

  it("the company: the suspended contract is released, the active one skipped and recorded as such", async () => {
    const outcome = await requestTrustRelease(asks(empresa), at(MID_MARCH));
    expect(outcome).toMatchObject({ ok: true, message: m.released(1) });
    const [row] = await rows();
    expect(row!.cpfCnpj).toBe(empresa.digits);
    expect(row!.status).toBe("liberado");
    expect(row!.contratosLiberados).toEqual([
      expect.objectContaining({ contrato: DEMO_CONTRACTS.empresaSuspenso, sucesso: true }),
      { contrato: DEMO_CONTRACTS.empresaAtivo, sucesso: false, pulado: true, resultado: m.skippedAllActive },
    ]);
    expect((await releaseRequests()).map((r) => (r.body as { contrato: number }).contrato)).toEqual([DEMO_CONTRACTS.empresaSuspenso]);
  });

  it("partial when the SGP refuses one of two contracts", async () => {
    const counted = await metricValue("cda_trust_releases_total", { status: "parcial" });
    const other = suspend(DEMO_CONTRACTS.empresaAtivo);
    other.promessasPagamentoMes = 1;
    const outcome = await requestTrustRelease(asks(empresa), at(MID_MARCH));
    expect(outcome).toMatchObject({ ok: true, message: "Liberação parcial: 1/2 contratos liberados" });
    const [row] = await rows();
    expect(row!.status).toBe("parcial");
    expect(await metricValue("cda_trust_releases_total", { status: "parcial" })).toBe(counted + 1);
    expect(row!.contratosLiberados).toContainEqual({
      contrato: DEMO_CONTRACTS.empresaAtivo,
      sucesso: false,
      erro: "Limite de promessas de pagamento atingido neste mês",
    });
  });

  it("every contract refused by the SGP: the customer sees its error, the record says negado, the month is used", async () => {
    contractOf(DEMO_CONTRACTS.joao).promessasPagamentoMes = 1;
    const outcome = await requestTrustRelease(asks(joao), at(MID_MARCH));
    expect(outcome).toMatchObject({ ok: false, error: "Limite de promessas de pagamento atingido neste mês" });
    const [row] = await rows();
    expect(row).toMatchObject({
      status: "negado",
      contratosLiberados: [{ contrato: DEMO_CONTRACTS.joao, sucesso: false, erro: "Limite de promessas de pagamento atingido neste mês" }],
    });
    expect(outcome.ok === false && outcome.recordId).toBe(row!.id);

    contractOf(DEMO_CONTRACTS.joao).promessasPagamentoMes = 0;
    expect(await requestTrustRelease(asks(joao), at(MID_MARCH))).toEqual({ ok: false, error: m.alreadyThisMonth });
  });

  it("an SGP without the promise release (HTML 404): falhou with the message that says so, the month stays free", async () => {
    sandbox.setFault(RELEASE_PATH, "html404");
    const missing = await requestTrustRelease(asks(joao), at(MID_MARCH));
    expect(missing).toMatchObject({ ok: false, error: m.notOffered });
    const [row] = await rows();
    expect(row).toMatchObject({
      status: "falhou",
      contratosLiberados: [{ contrato: DEMO_CONTRACTS.joao, sucesso: false, erro: m.notOffered, indisponivel: true }],
    });
    sandbox.setFault(RELEASE_PATH, null);
    expect(await requestTrustRelease(asks(joao), at(MID_MARCH))).toMatchObject({ ok: true });
  });

  it("the SGP unreachable for every contract: recorded as falhou, and the month stays free for a retry", async () => {
    sandbox.setFault(`POST ${RELEASE_PATH}`, "500");
    const down = await requestTrustRelease(asks(empresa), at(MID_MARCH));
    expect(down).toMatchObject({ ok: false, error: m.upstreamUnavailable });
    const [failed] = await rows();
    expect(failed!.status).toBe("falhou");
    expect(failed!.contratosLiberados).toContainEqual({
      contrato: DEMO_CONTRACTS.empresaSuspenso,
      sucesso: false,
      erro: m.upstreamUnavailable,
      indisponivel: true,
    });

    sandbox.setFault(`POST ${RELEASE_PATH}`, null);
    const retry = await requestTrustRelease(asks(empresa, "De novo"), at(MID_MARCH));
    expect(retry).toMatchObject({ ok: true, message: m.released(1) });
    const saved = await rows();
    expect(saved).toHaveLength(1);
    expect(saved[0]).toMatchObject({ id: failed!.id, status: "liberado", motivo: "De novo" });
    expect(await requestTrustRelease(asks(empresa), at(MID_MARCH))).toEqual({ ok: false, error: m.alreadyThisMonth });
  });

  it("fails closed when the monthly check cannot read the database", async () => {
    const logged = vi.spyOn(log, "error").mockImplementation(() => undefined);
    await getDb().execute(sql`alter table liberacao_confianca_central rename to liberacao_fora`);
    try {
      expect(await requestTrustRelease(asks(joao), at(MID_MARCH))).toEqual({ ok: false, error: m.sendFailed });
      expect(logged).toHaveBeenCalledWith(expect.objectContaining({ err: expect.anything() }), "Erro ao verificar liberação mensal:");
    } finally {
      logged.mockRestore();
      await getDb().execute(sql`alter table liberacao_fora rename to liberacao_confianca_central`);
    }
    expect(sandbox.calls).toEqual([]);
  });

  it("a record stuck in processando is taken over once stale, and blocks while fresh", async () => {
    const insertProcessing = (minutesAgo: number) =>
      getDb()
        .insert(liberacaoConfiancaCentral)
        .values({ cpfCnpj: joao.digits, motivo: "antigo", dataSolicitacao: new Date(MID_MARCH.getTime() - minutesAgo * 60_000) })
        .returning({ id: liberacaoConfiancaCentral.id });

    const [fresh] = await insertProcessing(1);
    expect(await requestTrustRelease(asks(joao), at(MID_MARCH))).toEqual({ ok: false, error: m.alreadyThisMonth });
    expect(sandbox.calls).toEqual([]);

    await getDb()
      .update(liberacaoConfiancaCentral)
      .set({ dataSolicitacao: new Date(MID_MARCH.getTime() - STALE_PROCESSING_MS - 1000) });
    const [first, second] = await Promise.all([
      requestTrustRelease(asks(joao, "Retomada"), at(MID_MARCH)),
      requestTrustRelease(asks(joao, "Retomada"), at(MID_MARCH)),
    ]);
    expect([first!.ok, second!.ok].sort()).toEqual([false, true]);
    expect([first, second]).toContainEqual({ ok: false, error: m.alreadyThisMonth });
    const saved = await rows();
    expect(saved).toHaveLength(1);
    expect(saved[0]).toMatchObject({ id: fresh!.id, status: "liberado", motivo: "Retomada", dataSolicitacao: MID_MARCH });
    expect(await releaseRequests()).toHaveLength(1);
  });

  it("a stale record does not block a refusal either, and stays for the next eligible request", async () => {
    await getDb()
      .insert(liberacaoConfiancaCentral)
      .values({ cpfCnpj: maria.digits, motivo: "antigo", dataSolicitacao: new Date(MID_MARCH.getTime() - 3_600_000) });
    expect(await requestTrustRelease(asks(maria), at(MID_MARCH))).toEqual({ ok: false, error: m.allActive });
    const [row] = await getDb().select().from(liberacaoConfiancaCentral).where(eq(liberacaoConfiancaCentral.cpfCnpj, maria.digits));
    expect(row).toMatchObject({ status: "processando", motivo: "antigo" });
  });
});
