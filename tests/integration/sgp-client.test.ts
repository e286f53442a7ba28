import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { createSgpClient } from "@/lib/sgp/client";
import { brazilDate } from "@/lib/sgp/dates";
import { isServiceOrderOpen, latestServiceOrders } from "@/lib/sgp/orders";
import type { SgpClientOptions } from "@/lib/sgp/types";
import { UpstreamNotFoundError, UpstreamRejectedError } from "@/lib/upstream/errors";
import { DEMO_CONTRACTS, DEMO_CUSTOMERS, UNKNOWN_DOCUMENT } from "@/sandbox/sgp/demo-customers";
import type { RequestRecord } from "@/sandbox/sgp/routes";
import { startSgpForTests, type SgpTestSandbox } from "../support/sandboxes";

let sandbox: SgpTestSandbox;
const client = (options: Partial<SgpClientOptions> = {}) =>
  createSgpClient({ baseUrl: sandbox.url, app: "demo", token: "demo-token", timeoutMs: 3_000, customerCacheMs: 0, ...options });
const requests = async (): Promise<RequestRecord[]> => (await fetch(`${sandbox.url}/__sandbox/sgp/requests`)).json();
const lastRequest = async (path: string) => (await requests()).filter((r) => r.path === path).at(-1)!;
const callsTo = (path: string) => sandbox.calls.filter((c) => c.path === path).length;

beforeAll(async () => {
  sandbox = await startSgpForTests();
});
afterAll(() => sandbox.close());
beforeEach(() => sandbox.reset());

describe("SGP client against the sandbox: reads", () => {
  it("findCustomer gives Maria's typed client, sending the document as digits in a form", async () => {
    const maria = await client().findCustomer(DEMO_CUSTOMERS.maria.document);
    expect(maria).toMatchObject({
      nome: "Maria Silva Santos",
      tipo: "Pessoa Física",
      cpfcnpj: DEMO_CUSTOMERS.maria.digits,
      endereco: { logradouro: "Rua das Palmeiras", numero: "145", cidade: "Campinas", uf: "SP" },
      contatos: { celulares: ["(19) 99812-3344"], emails: ["maria.santos@example.com"] },
    });
    expect(maria.dataCadastro).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    const [contract] = maria.contratos;
    expect(contract).toMatchObject({ id: DEMO_CONTRACTS.maria, status: "ativo", vencimento: 10, contratoCentralSenha: "maria123" });
    expect(contract!.servicos[0]).toMatchObject({
      status: 1,
      tipo: "internet",
      plano: { descricao: "Fibra 500 Mega" },
      login: "maria.santos",
      ip: "177.38.12.45",
      wifi_ssid: "MARIA_2G",
      wifi_channel: "6",
      wifi_ssid_5: "MARIA_5G",
      wifi_channel_5: "36",
    });
    const sent = await lastRequest("/api/ura/clientes/");
    expect(sent.contentType).toContain("application/x-www-form-urlencoded");
    expect(sent.body).toEqual({ app: "demo", token: "demo-token", cpfcnpj: DEMO_CUSTOMERS.maria.digits });
  });

  it("the company comes back as Pessoa Jurídica with both contracts", async () => {
    const company = await client().findCustomer(DEMO_CUSTOMERS.empresa.digits);
    expect(company.tipo).toBe("Pessoa Jurídica");
    expect(company.contratos.map((c) => [c.id, c.status, c.servicos.map((s) => [s.tipo, s.status])])).toEqual([
      [DEMO_CONTRACTS.empresaAtivo, "ativo", [["internet", 1], ["tv", 1]]],
      [DEMO_CONTRACTS.empresaSuspenso, "suspenso", [["internet", 4]]],
    ]);
  });

  it("an unknown document is UpstreamNotFoundError; a blank one never reaches the SGP", async () => {
    await expect(client().findCustomer(UNKNOWN_DOCUMENT)).rejects.toBeInstanceOf(UpstreamNotFoundError);
    await expect(client().findCustomer("")).rejects.toBeInstanceOf(UpstreamNotFoundError);
    await expect(client().listTitulos("  ", "abertos")).rejects.toBeInstanceOf(UpstreamNotFoundError);
    expect(callsTo("/api/ura/clientes/")).toBe(1);
    expect(callsTo("/api/ura/titulos/")).toBe(0);
  });

  it("customer lookups are reused for a few seconds per document", async () => {
    const cached = client({ customerCacheMs: 5_000 });
    const [a, b] = await Promise.all([cached.findCustomer(DEMO_CUSTOMERS.maria.document), cached.findCustomer(DEMO_CUSTOMERS.maria.digits)]);
    await cached.findCustomer(DEMO_CUSTOMERS.maria.digits);
    expect(a).toBe(b);
    expect(callsTo("/api/ura/clientes/")).toBe(1);
    await cached.findCustomer(DEMO_CUSTOMERS.joao.digits);
    expect(callsTo("/api/ura/clientes/")).toBe(2);
  });

  it("listTitulos: Maria's open invoice with the null placeholder replaced by the base URL", async () => {
    const [open, ...rest] = await client().listTitulos(DEMO_CUSTOMERS.maria.digits, "abertos");
    expect(rest).toHaveLength(0);
    expect(open).toMatchObject({
      status: "aberto",
      dataVencimento: brazilDate(new Date(), 10),
      valorCorrigido: 119.9,
      portador: "Banco Sicoob",
      dataPagamento: null,
    });
    expect(open!.numeroDocumento).not.toBe("");
    expect(open!.demonstrativo).toContain("Fibra 500 Mega");
    expect(open!.linhaDigitavel).toMatch(/^\d{5}\.\d{5} \d{5}\.\d{6} \d{5}\.\d{6} \d \d{14}$/);
    expect(open!.codigoPix).toMatch(/^000201/);
    expect(open!.link).toMatch(new RegExp(`^${sandbox.url}/boleto/[\\w-]+/$`));
    expect(open!.link_cobranca).toMatch(new RegExp(`^${sandbox.url}/public/cobranca/[\\w-]+/$`));
    const page = await fetch(open!.link!);
    expect(page.status).toBe(200);

    const sent = await lastRequest("/api/ura/titulos/");
    expect(sent.body).toMatchObject({ status: "abertos", ordenar: "data_vencimento", ordenar_ordem: "asc" });
  });

  it("listTitulos pagos: 4 paid invoices for Maria, oldest due date first, with payment data", async () => {
    const paid = await client().listTitulos(DEMO_CUSTOMERS.maria.digits, "pagos");
    expect(paid).toHaveLength(4);
    expect(paid.map((t) => t.dataVencimento)).toEqual([...paid.map((t) => t.dataVencimento)].sort());
    for (const t of paid) {
      expect(t.status).toBe("pago");
      expect(t.dataPagamento).not.toBeNull();
      expect(t.valorPago).toBe(t.valorCorrigido);
      expect(t.link?.startsWith(sandbox.url)).toBe(true);
    }
    expect(await client().listTitulos(DEMO_CUSTOMERS.carlos.digits, "abertos")).toEqual([]);
    expect(await client().listTitulos(DEMO_CUSTOMERS.joao.digits, "abertos")).toHaveLength(2);
  });

  it("service orders: Carlos's three, newest first; the 5-newest helper puts open ones first", async () => {
    const orders = await client().listServiceOrders(DEMO_CONTRACTS.carlos);
    expect(orders.map((o) => o.status)).toEqual(["aberta", "em andamento", "finalizada"]);
    expect(orders[0]).toMatchObject({ contrato: DEMO_CONTRACTS.carlos, motivo: "Reparo / sem conexão" });
    expect(orders[0]!.ocorrencia).toMatch(/^\d{10}$/);
    expect(latestServiceOrders(orders, 5).map(isServiceOrderOpen)).toEqual([true, true, false]);
    expect(await client().listServiceOrders(DEMO_CONTRACTS.maria)).toEqual([]);
  });

  it("listCustomerServiceOrders merges every contract", async () => {
    const sgp = client();
    await sgp.createTicket({ contrato: DEMO_CONTRACTS.empresaSuspenso, motivoos: 6, conteudo: "Filial sem sinal", contatoNome: "TI", contatoTelefone: "19991004500" });
    const merged = await sgp.listCustomerServiceOrders([DEMO_CONTRACTS.empresaAtivo, DEMO_CONTRACTS.empresaSuspenso, DEMO_CONTRACTS.carlos]);
    expect(merged.map((o) => o.contrato)).toEqual([DEMO_CONTRACTS.empresaSuspenso, DEMO_CONTRACTS.carlos, DEMO_CONTRACTS.carlos, DEMO_CONTRACTS.carlos]);
  });

  it("listOrderMotives keeps only active ones, via GET with app/token in the query and X-Requested-With", async () => {
    const motives = await client().listOrderMotives();
    expect(motives.length).toBeGreaterThan(0);
    expect(motives).toContainEqual({ id: 6, codigo: "REPARO", descricao: "Reparo / sem conexão" });
    expect(motives.map((m) => m.id)).not.toContain(11);
    const sent = await lastRequest("/api/os/ocorrencia/motivo/list/");
    expect(sent).toMatchObject({ method: "GET", query: { app: "demo", token: "demo-token" }, requestedWith: "XMLHttpRequest" });
  });

  it("HTTP Basic credentials are sent when configured, and are enough on their own", async () => {
    const basic = client({ token: "wrong", user: "demo-user", password: "demo-password" });
    await expect(basic.findCustomer(DEMO_CUSTOMERS.maria.digits)).resolves.toMatchObject({ nome: "Maria Silva Santos" });
    expect((await lastRequest("/api/ura/clientes/")).auth).toBe("basic");
    await client().findCustomer(DEMO_CUSTOMERS.maria.digits);
    expect((await lastRequest("/api/ura/clientes/")).auth).toBeNull();
  });
});

describe("SGP client against the sandbox: writes and their state changes", () => {
  it("createTicket sends the spec's fixed fields as JSON; the new open order is then listed with its protocol", async () => {
    const sgp = client();
    const now = new Date("2026-03-01T02:30:00Z");
    const { protocolo } = await sgp.createTicket({
      contrato: DEMO_CONTRACTS.maria,
      motivoos: 7,
      conteudo: "Internet lenta à noite",
      contatoNome: "Maria Silva Santos",
      contatoTelefone: "(19) 99812-3344",
      servicoId: 30101,
      now,
    });
    expect(protocolo).toMatch(/^\d{10}$/);

    const sent = await lastRequest("/api/ura/chamado/");
    expect(sent.contentType).toContain("application/json");
    expect(sent.body).toEqual({
      app: "demo",
      token: "demo-token",
      contrato: DEMO_CONTRACTS.maria,
      ocorrenciatipo: 33,
      motivoos: 7,
      setor: 2,
      conteudo: "Internet lenta à noite",
      usuario: "central",
      responsaveloc: "central",
      notificar_cliente: 1,
      contato_nome: "Maria Silva Santos",
      contato_telefone: "(19) 99812-3344",
      data_hora_agendamento: "2026-02-28 23:30",
      servico_id: 30101,
    });

    const [order] = await sgp.listServiceOrders(DEMO_CONTRACTS.maria);
    expect(order).toMatchObject({
      ocorrencia: protocolo,
      status: "aberta",
      motivo: "Lentidão na conexão",
      conteudo: "Internet lenta à noite",
      data_cadastro: brazilDate(new Date()),
      data_agendamento: "2026-02-28",
      hora_agendamento: "23:30",
    });
    expect(isServiceOrderOpen(order!)).toBe(true);
  });

  it("createTicket refusals carry the server's message", async () => {
    const refused = client().createTicket({ contrato: 999999, motivoos: 6, conteudo: "x", contatoNome: "x", contatoTelefone: "x" });
    await expect(refused).rejects.toBeInstanceOf(UpstreamRejectedError);
    await expect(refused).rejects.toMatchObject({ serverMessage: "Contrato não encontrado" });
  });

  it("releasePromise moves João's blocked service 4 → 1, sending bearer, datapromessa and data_promessa", async () => {
    const sgp = client({ customerCacheMs: 5_000 });
    const before = await sgp.findCustomer(DEMO_CUSTOMERS.joao.digits);
    expect(before.contratos[0]!.servicos[0]!.status).toBe(4);

    const now = new Date("2026-03-01T01:00:00Z");
    const result = await sgp.releasePromise({ contrato: DEMO_CONTRACTS.joao, motivo: "  Aguardando transferência  ", now });
    expect(result).toMatchObject({ ok: true, dataPromessa: "2026-03-03" });
    expect(result.protocolo).toMatch(/^\d{10}$/);
    expect(result.msg).toContain("Aguardando transferência");

    const sent = await lastRequest("/api/ura/liberacaopromessa/");
    expect(sent.auth).toBe("bearer");
    expect(sent.body).toEqual({
      app: "demo",
      token: "demo-token",
      contrato: DEMO_CONTRACTS.joao,
      datapromessa: "2026-03-03",
      data_promessa: "2026-03-03",
      motivo: "Aguardando transferência",
    });

    // A write forgets cached lookups, so the change shows at once.
    const after = await sgp.findCustomer(DEMO_CUSTOMERS.joao.digits);
    expect(after.contratos[0]).toMatchObject({ status: "ativo" });
    expect(after.contratos[0]!.servicos[0]!.status).toBe(1);

    await expect(sgp.releasePromise({ contrato: DEMO_CONTRACTS.joao })).rejects.toBeInstanceOf(UpstreamRejectedError);
  });

  it("releasePromise defaults the motive; only the company's suspended contract changes", async () => {
    const sgp = client();
    const result = await sgp.releasePromise({ contrato: DEMO_CONTRACTS.empresaSuspenso });
    expect(result.ok).toBe(true);
    expect((await lastRequest("/api/ura/liberacaopromessa/")).body).toMatchObject({ motivo: "Solicitação via Central do Cliente" });
    const company = await sgp.findCustomer(DEMO_CUSTOMERS.empresa.digits);
    expect(company.contratos.flatMap((c) => c.servicos.map((s) => s.status))).toEqual([1, 1, 1]);
  });

  it("releasePromise refuses a cancelled contract and one with nothing blocked", async () => {
    await expect(client().releasePromise({ contrato: DEMO_CONTRACTS.ana })).rejects.toMatchObject({
      serverMessage: expect.stringMatching(/cancelado/i),
    });
    await expect(client().releasePromise({ contrato: DEMO_CONTRACTS.maria })).rejects.toMatchObject({
      serverMessage: expect.stringMatching(/bloqueados/i),
    });
  });

  it("a sandbox reset restores the demo dataset", async () => {
    await client().releasePromise({ contrato: DEMO_CONTRACTS.joao });
    await sandbox.reset();
    const joao = await client().findCustomer(DEMO_CUSTOMERS.joao.digits);
    expect(joao.contratos[0]!.servicos[0]!.status).toBe(4);
  });
});
