import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { getCustomer, getCustomerServiceOrders, getTicketReasons, getInvoices, sgp } from "@/lib/vendors/sgp";
import { parseUpstream } from "@/lib/platform/upstream/http";
import { flatContractSchema } from "@/lib/vendors/sgp/consulta";
import { startSgpSandbox } from "@/sandbox/sgp/server";
import { DEMO_CONTRACTS, DEMO_CUSTOMERS, SGP_SANDBOX_DEFAULTS } from "@/sandbox/sgp/demo-customers";
import { startSgpForTests, type SgpTestSandbox } from "../support/sandboxes";

let sandbox: SgpTestSandbox;
const auth = { app: "demo", token: "demo-token" };

async function post(path: string, body: BodyInit, headers: Record<string, string> = {}) {
  const res = await fetch(`${sandbox.url}${path}`, { method: "POST", body, headers });
  return { status: res.status, json: (await res.json()) as Record<string, unknown> };
}

beforeAll(async () => {
  sandbox = await startSgpForTests();
});
afterAll(() => sandbox.close());
beforeEach(() => sandbox.reset());

describe("SGP sandbox over HTTP", () => {
  it("accepts form-urlencoded, multipart and JSON bodies", async () => {
    const fields = { ...auth, cpfcnpj: DEMO_CUSTOMERS.joao.document, status: "abertos" };
    const multipart = new FormData();
    for (const [k, v] of Object.entries(fields)) multipart.set(k, v);
    const answers = await Promise.all([
      post("/api/ura/titulos/", new URLSearchParams(fields)),
      post("/api/ura/titulos/", multipart),
      post("/api/ura/titulos/", JSON.stringify(fields), { "content-type": "application/json" }),
    ]);
    for (const answer of answers) {
      expect(answer.status).toBe(200);
      expect((answer.json.titulos as unknown[]).length).toBe(2);
      expect(answer.json.paginacao).toMatchObject({ offset: 0, total: 2 });
    }
  });

  it("answers missing or wrong credentials like the SGP (403 with its detail), and accepts valid Basic auth", async () => {
    const body = () => new URLSearchParams({ cpfcnpj: DEMO_CUSTOMERS.maria.digits });
    const missing = { status: 403, json: { detail: "As credenciais de autenticação não foram fornecidas." } };
    const wrong = { status: 403, json: { detail: "Credenciais de autenticação incorretas." } };
    expect(await post("/api/ura/clientes/", body())).toEqual(missing);
    const basic = (user: string, password: string) => ({
      authorization: `Basic ${Buffer.from(`${user}:${password}`).toString("base64")}`,
    });
    const ok = await post("/api/ura/clientes/", body(), basic(SGP_SANDBOX_DEFAULTS.user, SGP_SANDBOX_DEFAULTS.password));
    expect((ok.json.clientes as unknown[]).length).toBe(1);
    expect(await post("/api/ura/clientes/", body(), basic("demo-user", "errada"))).toEqual(wrong);
    // The app name is case-sensitive (docs/UPSTREAMS.md §1.0); a bearer header is no credential.
    expect(await post("/api/ura/clientes/", new URLSearchParams({ app: "Demo", token: "demo-token" }))).toEqual(wrong);
    expect(await post("/api/ura/clientes/", body(), { authorization: "Bearer demo-token" })).toEqual(missing);
    const motives = await fetch(`${sandbox.url}/api/os/ocorrencia/motivo/list/?app=demo&token=errado`);
    expect([motives.status, await motives.json()]).toEqual([403, wrong.json]);
  });

  it("answers any other path, and a module a fault removes, with the SGP's 404 HTML page", async () => {
    const unknown = await fetch(`${sandbox.url}/api/fttx/splitter/1/onu/all/?app=demo&token=demo-token`);
    expect(unknown.status).toBe(404);
    expect(unknown.headers.get("content-type")).toContain("text/html");
    expect(await unknown.text()).toMatch(/^<!DOCTYPE html>/);
    sandbox.setFault("/api/os/*", "html404");
    const motives = await fetch(`${sandbox.url}/api/os/ocorrencia/motivo/list/?app=demo&token=demo-token`);
    expect([motives.status, motives.headers.get("content-type")]).toEqual([404, "text/html; charset=utf-8"]);
    expect((await post("/api/ura/titulos/", new URLSearchParams({ ...auth, cpfcnpj: DEMO_CUSTOMERS.maria.digits }))).status).toBe(200);
  });

  it("/clientes/ shows only the fields the references show: no per-service status, Wi-Fi or central password", async () => {
    const ask = async (extra: Record<string, string> = {}) =>
      (
        (await post("/api/ura/clientes/", new URLSearchParams({ ...auth, cpfcnpj: DEMO_CUSTOMERS.maria.digits, ...extra }))).json
          .clientes as Record<string, unknown>[]
      )[0]!;
    const maria = await ask();
    expect(Object.keys(maria).sort()).toEqual([
      "celular",
      "contatos",
      "contratos",
      "cpfcnpj",
      "endereco",
      "nome",
      "telefones",
      "tipo",
      "titulos",
    ]);
    const [contract] = maria.contratos as Record<string, unknown>[];
    expect(Object.keys(contract!).sort()).toEqual([
      "dataCadastro",
      "endereco",
      "id",
      "motivo_status",
      "pop_id",
      "servicos",
      "status",
      "vencimento",
    ]);
    const [service] = contract!.servicos as Record<string, unknown>[];
    expect(Object.keys(service!).sort()).toEqual(["endereco", "id", "login", "plano", "tipo"]);
    const connected = (
      ((await ask({ exibir_conexao: "1" })).contratos as Record<string, unknown>[])[0]!.servicos as Record<string, unknown>[]
    )[0]!;
    expect(connected.onu).toEqual({
      conexao: {
        status: "online",
        ip: "177.38.12.45",
        data_conexao: expect.stringMatching(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:00$/),
        data_desconexao: "",
      },
    });
  });

  it("/api/fttx/onu/list/ answers a bare array filtered by contract, the signal only with signal=1", async () => {
    const ask = async (query: Record<string, string>) =>
      (await (await fetch(`${sandbox.url}/api/fttx/onu/list/?${new URLSearchParams({ ...auth, ...query })}`)).json()) as Record<
        string,
        unknown
      >[];
    const [onu, ...others] = await ask({ contrato: String(DEMO_CONTRACTS.rafael), signal: "1" });
    expect(others).toEqual([]);
    expect(onu).toMatchObject({ service_contrato: DEMO_CONTRACTS.rafael, service_id: 30701, info_rx: "-26.31 dBm", online: true });
    expect(Object.keys((await ask({ contrato: String(DEMO_CONTRACTS.maria) }))[0]!)).not.toContain("info_rx");
    expect(await ask({ contrato: String(DEMO_CONTRACTS.empresaAtivo) })).toEqual([]);
    const denied = await fetch(`${sandbox.url}/api/fttx/onu/list/`);
    expect(denied.status).toBe(403);
  });

  it("/api/ura/manutencao/list/ answers the maintenances as a bare array with their scopes", async () => {
    const list = (await (await fetch(`${sandbox.url}/api/ura/manutencao/list/?${new URLSearchParams(auth)}`)).json()) as Record<
      string,
      unknown
    >[];
    expect(list.map((m) => m.id)).toEqual([301, 298, 299, 302]);
    expect(list[0]).toMatchObject({ ativa: 1, status: 2, pops: [{ id: 5 }], mensagem_central: expect.stringContaining("rompimento") });
  });

  it("/api/central/contratos checks the subscriber's own password, with or without the final slash", async () => {
    for (const path of ["/api/central/contratos", "/api/central/contratos/"]) {
      const ok = await post(path, new URLSearchParams({ cpfcnpj: DEMO_CUSTOMERS.joao.digits, senha: DEMO_CUSTOMERS.joao.password }));
      expect(ok.json).toMatchObject({
        auth: true,
        contratos: [{ contrato: DEMO_CONTRACTS.joao, status: "Suspenso", razaosocial: DEMO_CUSTOMERS.joao.name }],
      });
    }
    const wrong = await post("/api/central/contratos", new URLSearchParams({ cpfcnpj: DEMO_CUSTOMERS.joao.digits, senha: "x" }));
    expect(wrong.json).toMatchObject({ auth: false, contratos: [] });
  });

  it("lists the active ticket reasons as {id, descricao}, or as {codigo, descricao} in that shape", async () => {
    const list = async (url: string) =>
      (await (await fetch(`${url}/api/os/ocorrencia/motivo/list/?app=demo&token=demo-token`)).json()) as unknown[];
    expect(await list(sandbox.url)).toContainEqual({ id: 6, descricao: "Reparo / sem conexão" });
    expect((await list(sandbox.url)).length).toBe(5);
    const coded = await startSgpSandbox({ port: 0, reasonShape: "codigo" });
    try {
      expect(await list(coded.url)).toContainEqual({ codigo: "106", descricao: "Reparo / sem conexão" });
    } finally {
      await coded.close();
    }
  });

  it("rejects a malformed JSON body", async () => {
    const answer = await post("/api/ura/chamado/", "{nope", { "content-type": "application/json" });
    expect(answer.status).toBe(400);
    expect(answer.json.status).toBe(0);
  });

  it("/consultacliente/ gives flat contracts with contratoCentralSenha and the internet service's fields", async () => {
    const { json } = await post("/api/ura/consultacliente/", new URLSearchParams({ ...auth, cpfcnpj: DEMO_CUSTOMERS.empresa.digits }));
    const contratos = json.contratos as Record<string, unknown>[];
    expect(json.msg).toBe("Contrato(s) Localizado(s)");
    expect(contratos.map((c) => [c.contratoId, c.contratoStatus, c.contratoCentralSenha])).toEqual([
      [DEMO_CONTRACTS.empresaAtivo, 1, "empresa123"],
      [DEMO_CONTRACTS.empresaSuspenso, 4, "empresa123"],
    ]);
    expect(contratos[0]).toMatchObject({
      razaoSocial: DEMO_CUSTOMERS.empresa.name,
      contratoTitulosAReceber: 1,
      servico_plano: "Fibra Empresarial 1 Giga",
      servico_wifi_channel_5: "149",
    });
    expect(parseUpstream("sgp", flatContractSchema, contratos[1])).toMatchObject({
      id: DEMO_CONTRACTS.empresaSuspenso,
      status: "suspenso",
      statusReason: "Financeiro",
    });
    const none = await post("/api/ura/consultacliente/", new URLSearchParams({ ...auth, cpfcnpj: "98765432100" }));
    expect(none.json.contratos).toEqual([]);
  });

  it("/titulos/ honours ordenar_ordem desc and the status filter", async () => {
    const { json } = await post(
      "/api/ura/titulos/",
      new URLSearchParams({
        ...auth,
        cpfcnpj: DEMO_CUSTOMERS.maria.digits,
        status: "pagos",
        ordenar: "data_vencimento",
        ordenar_ordem: "desc",
      }),
    );
    const dates = (json.titulos as { dataVencimento: string; status: string }[]).map((t) => t.dataVencimento);
    expect(dates).toEqual([...dates].sort().reverse());
    expect(dates).toHaveLength(4);
  });

  it("/titulos/ pages with offset and limit (at most 250), orders by payment date and finds one title by titulo_id", async () => {
    const ask = async (fields: Record<string, string>) =>
      (await post("/api/ura/titulos/", new URLSearchParams({ ...auth, cpfcnpj: DEMO_CUSTOMERS.maria.digits, status: "pagos", ...fields })))
        .json as {
        titulos: { id: number; dataPagamento: string }[];
        paginacao: Record<string, number>;
      };
    const all = await ask({ ordenar: "data_pagamento", ordenar_ordem: "desc" });
    const paidOn = all.titulos.map((t) => t.dataPagamento);
    expect(paidOn).toEqual([...paidOn].sort().reverse());
    const second = await ask({ ordenar: "data_pagamento", ordenar_ordem: "desc", offset: "1", limit: "2" });
    expect(second.titulos.map((t) => t.id)).toEqual(all.titulos.slice(1, 3).map((t) => t.id));
    expect(second.paginacao).toEqual({ offset: 1, limit: 2, parcial: 2, total: 4 });
    expect((await ask({ limit: "1000" })).paginacao).toEqual({ offset: 0, limit: 250, parcial: 4, total: 4 });
    const one = await ask({ titulo_id: String(all.titulos[2]!.id) });
    expect(one.titulos.map((t) => t.id)).toEqual([all.titulos[2]!.id]);
    expect(one.paginacao).toMatchObject({ total: 1 });
    // Another document's title is not found under Maria's.
    const joao = (await post("/api/ura/titulos/", new URLSearchParams({ ...auth, cpfcnpj: DEMO_CUSTOMERS.joao.digits }))).json.titulos as {
      id: number;
    }[];
    expect((await ask({ titulo_id: String(joao[0]!.id), status: "" })).titulos).toEqual([]);
  });

  it("exposes its state and what clients sent under /__sandbox/sgp/", async () => {
    await post("/api/ura/liberacaopromessa/", JSON.stringify({ ...auth, contrato: DEMO_CONTRACTS.joao }), {
      "content-type": "application/json",
    });
    const state = (await (await fetch(`${sandbox.url}/__sandbox/sgp/state`)).json()) as {
      customers: { contratos: { id: number; status: string }[] }[];
    };
    const joao = state.customers.flatMap((c) => c.contratos).find((c) => c.id === DEMO_CONTRACTS.joao)!;
    expect(joao.status).toBe("ativo");
    expect((await sandbox.sentRequests()).map((r) => r.path)).toEqual(["/api/ura/liberacaopromessa/"]);
  });

  it("takes faults and latency from its options (SANDBOX_FAULTS / SANDBOX_LATENCY_MS)", async () => {
    const slow = await startSgpSandbox({ port: 0, latencyMs: 120, faults: "POST /api/ura/titulos/=503" });
    try {
      const started = Date.now();
      const res = await fetch(`${slow.url}/api/ura/clientes/`, {
        method: "POST",
        body: new URLSearchParams({ ...auth, cpfcnpj: DEMO_CUSTOMERS.maria.digits }),
      });
      expect(res.status).toBe(200);
      expect(Date.now() - started).toBeGreaterThanOrEqual(110);
      const faulty = await fetch(`${slow.url}/api/ura/titulos/`, { method: "POST", body: new URLSearchParams(auth) });
      expect(faulty.status).toBe(503);
    } finally {
      await slow.close();
    }
  });
});

describe("sgp() and the request-deduplicated readers", () => {
  const saved = { ...process.env };
  beforeEach(() => {
    Object.assign(process.env, sandbox.env);
  });
  afterEach(() => {
    process.env = { ...saved };
  });

  it("builds one client from the configuration", async () => {
    expect(sgp()).toBe(sgp());
    expect(sgp().baseUrl).toBe(sandbox.url);
    await expect(getCustomer(DEMO_CUSTOMERS.carlos.document)).resolves.toMatchObject({ name: "Carlos Souza" });
    await expect(getInvoices(DEMO_CUSTOMERS.carlos.digits, "paid")).resolves.toMatchObject({ total: 3 });
    await expect(getCustomerServiceOrders([DEMO_CONTRACTS.carlos, DEMO_CONTRACTS.carlos])).resolves.toHaveLength(3);
    expect(sandbox.calls.filter((c) => c.path === "/api/ura/ordemservico/list/")).toHaveLength(1);
    await expect(getTicketReasons()).resolves.not.toHaveLength(0);
  });
});
