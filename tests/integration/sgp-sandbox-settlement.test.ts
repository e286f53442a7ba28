import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { startSgpSandbox, type RunningSgpSandbox } from "@/sandbox/sgp/server";
import { DEMO_CONTRACTS } from "@/sandbox/sgp/demo-customers";
import { startSgpForTests, type SgpTestSandbox } from "../support/sandboxes";

/*
 * The SGP sandbox's settlement, contract status and RADIUS routes (docs/SGP-ENDPOINTS.md §2), over
 * HTTP, as the references describe them: the operator key, the `{status: 0, msg}` refusals, the
 * accepted settlements listed at GET /sandbox/baixas and the release of a contract suspended for
 * non-payment once its last overdue title is settled.
 */

let sandbox: SgpTestSandbox;
const auth = { app: "demo", token: "demo-token" };

async function post(path: string, fields: Record<string, string | number>, json = false) {
  const res = await fetch(`${sandbox.url}${path}`, {
    method: "POST",
    body: json ? JSON.stringify(fields) : new URLSearchParams(Object.entries(fields).map(([k, v]) => [k, String(v)])),
    headers: json ? { "content-type": "application/json" } : {},
  });
  return { status: res.status, json: (await res.json()) as Record<string, unknown> };
}

const baixas = async (url = sandbox.url) => (await (await fetch(`${url}/sandbox/baixas`)).json()) as unknown[];
const joaoTitles = () => sandbox.data().titulos.filter((t) => t.contrato === DEMO_CONTRACTS.joao);
const joaoContract = () =>
  sandbox
    .data()
    .customers.flatMap((c) => c.contratos)
    .find((k) => k.id === DEMO_CONTRACTS.joao)!;
/** João's overdue open title (15 days late, R$ 103,42). */
const overdue = () => joaoTitles().find((t) => t.status === "aberto" && t.valorCorrigido === 103.42)!;
const settle = { data_pagamento: "2026-11-20", valor_pago: "103.42", forma_pagamento: "PIX", observacao: "PIX txid T1 E2E E1" };

beforeAll(async () => {
  sandbox = await startSgpForTests();
});
afterAll(() => sandbox.close());
beforeEach(() => sandbox.reset());

describe("SGP sandbox: settlement (baixar, estornar)", () => {
  it("settles an open title, lists the call at /sandbox/baixas and releases the contract suspended for non-payment", async () => {
    const id = overdue().id;
    expect(await post(`/api/banco/titulo/${id}/baixar/`, { ...auth, ...settle })).toEqual({
      status: 200,
      json: { status: 1, msg: `Título ${id} baixado com sucesso` },
    });
    expect(await baixas()).toEqual([{ titulo: id, ...settle }]);
    const titulos = await post("/api/ura/titulos/", { ...auth, titulo_id: id });
    expect(titulos.json.titulos).toEqual([expect.objectContaining({ id, status: "pago", valorPago: 103.42, dataPagamento: "2026-11-20" })]);
    // The title due in 15 days is not overdue: nothing keeps the contract suspended.
    expect(joaoContract()).toMatchObject({ status: "ativo", motivo_status: "" });
  });

  it("takes JSON too, refuses a second settlement and a missing or malformed field with {status: 0, msg}", async () => {
    const id = overdue().id;
    expect((await post(`/api/banco/titulo/${id}/baixar/`, { ...auth, ...settle, data_pagamento: "20/11/2026" })).json.status).toBe(0);
    expect((await post(`/api/banco/titulo/${id}/baixar/`, { ...auth, ...settle, valor_pago: "103,42" })).json.status).toBe(0);
    expect((await post(`/api/banco/titulo/${id}/baixar/`, { ...auth, ...settle, forma_pagamento: "BOLETO" })).json.status).toBe(0);
    expect((await post("/api/banco/titulo/999999/baixar/", { ...auth, ...settle })).json).toEqual({
      status: 0,
      msg: "Título não encontrado",
    });
    expect((await post(`/api/banco/titulo/${id}/baixar/`, { ...auth, ...settle }, true)).json.status).toBe(1);
    expect((await post(`/api/banco/titulo/${id}/baixar/`, { ...auth, ...settle }, true)).json).toEqual({
      status: 0,
      msg: `Título ${id} já está baixado`,
    });
    expect(await baixas()).toHaveLength(1);
  });

  it("answers missing or wrong operator credentials with the SGP's 403, and SANDBOX_FAULTS reach baixar", async () => {
    const id = overdue().id;
    expect(await post(`/api/banco/titulo/${id}/baixar/`, settle)).toEqual({
      status: 403,
      json: { detail: "As credenciais de autenticação não foram fornecidas." },
    });
    expect((await post(`/api/banco/titulo/${id}/baixar/`, { ...auth, token: "errado", ...settle })).status).toBe(403);
    sandbox.setFault("POST /api/banco/titulo/:id/baixar/", "503");
    expect((await post(`/api/banco/titulo/${id}/baixar/`, { ...auth, ...settle })).status).toBe(503);
    expect(await baixas()).toEqual([]);

    const faulty = await startSgpSandbox({ port: 0, faults: "/api/banco/*=500" });
    try {
      const res = await fetch(`${faulty.url}/api/banco/titulo/${id}/baixar/`, {
        method: "POST",
        body: new URLSearchParams({ ...auth, ...settle }),
      });
      expect(res.status).toBe(500);
      expect(await baixas(faulty.url)).toEqual([]);
    } finally {
      await faulty.close();
    }
  });

  it("keeps a partial settlement open, and keeps the contract suspended while an overdue title is open or the switch says so", async () => {
    const id = overdue().id;
    await post(`/api/banco/titulo/${id}/baixar/`, { ...auth, ...settle, valor_pago: "50.00", liquidacao_parcial: 1 });
    expect(overdue()).toMatchObject({ id, status: "aberto", valorPagoParcial: 50 });
    expect(joaoContract().status).toBe("suspenso");

    await fetch(`${sandbox.url}/__sandbox/sgp/release-on-settle`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: '{"enabled":false}',
    });
    await post(`/api/banco/titulo/${id}/baixar/`, { ...auth, ...settle, valor_pago: "53.42", liquidacao_parcial: 1 });
    expect(joaoTitles().find((t) => t.id === id)).toMatchObject({ status: "pago", valorPago: 103.42 });
    expect(joaoContract()).toMatchObject({ status: "suspenso", motivo_status: "Financeiro" });
    expect(await baixas()).toHaveLength(2);
  });

  it("reverses a settlement with the JSON pontoRecebimento", async () => {
    const id = overdue().id;
    await post(`/api/banco/titulo/${id}/baixar/`, { ...auth, ...settle });
    expect((await post(`/api/banco/titulo/${id}/estornar/`, { ...auth }, true)).json.status).toBe(0);
    expect((await post(`/api/banco/titulo/${id}/estornar/`, { ...auth, pontoRecebimento: 1 }, true)).json.status).toBe(1);
    expect(joaoTitles().find((t) => t.id === id)).toMatchObject({ status: "aberto", valorPago: null, dataPagamento: null });
  });
});

describe("SGP sandbox: contract status and RADIUS disconnect", () => {
  it("sets a contract's status by code and lists the reasons", async () => {
    expect((await post("/api/ura/contrato/status/motivos/", auth)).json).toEqual([{ id: 1, descricao: "Financeiro" }] as never);
    expect((await post("/api/ura/contrato/status/edit/", { ...auth, contrato: DEMO_CONTRACTS.joao, status: 1 }, true)).json.status).toBe(1);
    expect(joaoContract()).toMatchObject({ status: "ativo", motivo_status: "" });
    await post("/api/ura/contrato/status/edit/", { ...auth, contrato: DEMO_CONTRACTS.joao, status: 4, motivo: 1 });
    expect(joaoContract()).toMatchObject({ status: "suspenso", motivo_status: "Financeiro" });
    expect((await post("/api/ura/contrato/status/edit/", { ...auth, contrato: 1, status: 1 })).json).toEqual({
      status: 0,
      msg: "Contrato não encontrado",
    });
    expect((await post("/api/ura/contrato/status/edit/", { ...auth, contrato: DEMO_CONTRACTS.joao })).json.status).toBe(0);
    expect((await post("/api/ura/contrato/status/edit/", { contrato: DEMO_CONTRACTS.joao, status: 1 })).status).toBe(403);
  });

  it("ends a PPPoE session by login, answering {result, msg}", async () => {
    expect((await post("/ws/radius/disconnect/", { ...auth, login: "joao.lima" }, true)).json).toEqual({
      result: true,
      msg: "Sessão desconectada",
    });
    expect((await post("/ws/radius/disconnect/", { ...auth, login: "ninguem" })).json.result).toBe(false);
    expect((await post("/ws/radius/disconnect/", { login: "joao.lima" })).status).toBe(403);
    expect(sandbox.data().disconnects).toEqual(["joao.lima"]);
  });
});

describe("SGP sandbox: who settles a paid title", () => {
  let own: RunningSgpSandbox | undefined;
  afterAll(() => own?.close());

  const settleControl = (url: string, id: number) =>
    fetch(`${url}/__sandbox/sgp/titulos/${id}/settle`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: '{"valorPago":103.42}',
    });

  it("in the sgp mode turns the title paid after settleMs (and releases the contract); in the portal mode leaves it open", async () => {
    const id = overdue().id;
    own = await startSgpSandbox({ port: 0, settleMs: 10, settlement: "sgp" });
    await settleControl(own.url, id);
    await expect.poll(() => own!.data().titulos.find((t) => t.id === id)?.status).toBe("pago");
    expect(
      own
        .data()
        .customers.flatMap((c) => c.contratos)
        .find((k) => k.id === DEMO_CONTRACTS.joao)?.status,
    ).toBe("ativo");
    await own.close();

    own = await startSgpSandbox({ port: 0, settleMs: 10, settlement: "portal" });
    expect(await (await settleControl(own.url, id)).json()).toEqual({ ok: true, settleMs: null });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(own.data().titulos.find((t) => t.id === id)?.status).toBe("aberto");
  });
});
