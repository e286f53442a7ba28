import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { createSgpClient } from "@/lib/vendors/sgp/client";
import { brazilDate } from "@/lib/vendors/sgp/dates";
import { isServiceOrderOpen, latestServiceOrders } from "@/lib/vendors/sgp/orders";
import type { SgpClientOptions } from "@/lib/vendors/sgp/types";
import { UpstreamNotFoundError, UpstreamRejectedError } from "@/lib/platform/upstream/errors";
import { DEMO_CONTRACTS, DEMO_CUSTOMERS, UNKNOWN_DOCUMENT } from "@/sandbox/sgp/demo-customers";
import { startSgpForTests, type SgpTestSandbox } from "../support/sandboxes";

let sandbox: SgpTestSandbox;
const client = (options: Partial<SgpClientOptions> = {}) =>
  createSgpClient({ baseUrl: sandbox.url, app: "demo", token: "demo-token", timeoutMs: 3_000, customerCacheMs: 0, ...options });
const lastRequest = async (path: string) => (await sandbox.sentRequests(path)).at(-1)!;
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
      name: "Maria Silva Santos",
      personType: "Pessoa Física",
      document: DEMO_CUSTOMERS.maria.digits,
      address: { street: "Rua das Palmeiras", number: "145", city: "Campinas", state: "SP" },
      contacts: { mobiles: ["(19) 99812-3344"], emails: ["maria.santos@example.com"] },
    });
    expect(maria.registeredOn).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    const [contract] = maria.contracts;
    expect(contract).toMatchObject({ id: DEMO_CONTRACTS.maria, status: "ativo", statusReason: "", dueDay: 10 });
    expect(JSON.stringify(maria)).not.toContain(DEMO_CUSTOMERS.maria.password);
    // The shared lookup asks no connection and gets no group nor Wi-Fi: /clientes/ does not show them (findCustomerDetails does).
    expect(contract!.services[0]).toMatchObject({
      id: 30101,
      type: "internet",
      plan: { id: 13, description: "Fibra 500 Mega" },
      login: "maria.santos",
      ip: "",
      group: "",
      wifiSsid: "",
    });
    const sent = await lastRequest("/api/ura/clientes/");
    expect(sent.contentType).toContain("application/x-www-form-urlencoded");
    expect(sent.body).toEqual({ app: "demo", token: "demo-token", cpfcnpj: DEMO_CUSTOMERS.maria.digits });
  });

  it("the company comes back as Pessoa Jurídica with both contracts and their status reason", async () => {
    const company = await client().findCustomer(DEMO_CUSTOMERS.empresa.digits);
    expect(company.personType).toBe("Pessoa Jurídica");
    expect(company.contracts.map((c) => [c.id, c.status, c.statusReason, c.services.map((s) => s.type)])).toEqual([
      [DEMO_CONTRACTS.empresaAtivo, "ativo", "", ["internet", "tv"]],
      [DEMO_CONTRACTS.empresaSuspenso, "suspenso", "Financeiro", ["internet"]],
    ]);
  });

  it("an unknown document is UpstreamNotFoundError; a blank one never reaches the SGP", async () => {
    await expect(client().findCustomer(UNKNOWN_DOCUMENT)).rejects.toBeInstanceOf(UpstreamNotFoundError);
    await expect(client().findCustomer("")).rejects.toBeInstanceOf(UpstreamNotFoundError);
    await expect(client().listInvoices("  ", "open")).rejects.toBeInstanceOf(UpstreamNotFoundError);
    expect(callsTo("/api/ura/clientes/")).toBe(1);
    expect(callsTo("/api/ura/titulos/")).toBe(0);
  });

  it("customer lookups are reused for a few seconds per document", async () => {
    const cached = client({ customerCacheMs: 5_000 });
    const [a, b] = await Promise.all([
      cached.findCustomer(DEMO_CUSTOMERS.maria.document),
      cached.findCustomer(DEMO_CUSTOMERS.maria.digits),
    ]);
    await cached.findCustomer(DEMO_CUSTOMERS.maria.digits);
    expect(a).toBe(b);
    expect(callsTo("/api/ura/clientes/")).toBe(1);
    await cached.findCustomer(DEMO_CUSTOMERS.joao.digits);
    expect(callsTo("/api/ura/clientes/")).toBe(2);
  });

  it("a live customer read is never served from the cache, and serves findCustomer's next lookups", async () => {
    const cached = client({ customerCacheMs: 5_000 });
    await cached.findCustomer(DEMO_CUSTOMERS.maria.digits);
    const live = cached.findCustomerLive(DEMO_CUSTOMERS.maria.digits);
    const [fromLive, shared] = await Promise.all([live, cached.findCustomer(DEMO_CUSTOMERS.maria.digits)]);
    expect(callsTo("/api/ura/clientes/")).toBe(2);
    expect(shared).toBe(fromLive);
    expect(fromLive.contracts[0]!.services[0]!.link).toMatchObject({ status: "online" });
  });

  it("listInvoices: Maria's open invoice with the null placeholder replaced by the base URL", async () => {
    const [open, ...rest] = (await client().listInvoices(DEMO_CUSTOMERS.maria.digits, "open")).invoices;
    expect(rest).toHaveLength(0);
    expect(open).toMatchObject({
      status: "aberto",
      dueDate: brazilDate(new Date(), 10),
      amountDue: 119.9,
      collector: "Banco Sicoob",
      paidOn: null,
    });
    expect(open!.documentNumber).not.toBe("");
    expect(open!.statement).toContain("Fibra 500 Mega");
    expect(open!.digitableLine).toMatch(/^\d{5}\.\d{5} \d{5}\.\d{6} \d{5}\.\d{6} \d \d{14}$/);
    expect(open!.pixCode).toMatch(/^000201/);
    expect(open!.link).toMatch(new RegExp(`^${sandbox.url}/boleto/[\\w-]+/$`));
    expect(open!.chargeLink).toMatch(new RegExp(`^${sandbox.url}/public/cobranca/[\\w-]+/$`));
    const page = await fetch(open!.link!);
    expect(page.status).toBe(200);

    const sent = await lastRequest("/api/ura/titulos/");
    expect(sent.body).toMatchObject({ status: "abertos", ordenar: "data_vencimento", ordenar_ordem: "asc", offset: "0", limit: "250" });
  });

  it("listInvoices pages: offset, limit and order reach the SGP, the total comes from paginacao", async () => {
    const byPayment = { by: "paid", direction: "desc" } as const;
    const first = await client().listInvoices(DEMO_CUSTOMERS.maria.digits, "paid", { limit: 3, order: byPayment });
    expect(first.total).toBe(4);
    expect(first.invoices).toHaveLength(3);
    const paidOn = first.invoices.map((t) => t.paidOn!);
    expect(paidOn).toEqual([...paidOn].sort().reverse());
    expect((await lastRequest("/api/ura/titulos/")).body).toMatchObject({
      offset: "0",
      limit: "3",
      ordenar: "data_pagamento",
      ordenar_ordem: "desc",
    });

    const rest = await client().listInvoices(DEMO_CUSTOMERS.maria.digits, "paid", { offset: 3, limit: 3, order: byPayment });
    expect(rest).toMatchObject({ total: 4 });
    expect(rest.invoices.map((t) => t.paidOn! < paidOn[2]!)).toEqual([true]);
    // Asked for more than the SGP's largest page: capped at 250.
    await client().listInvoices(DEMO_CUSTOMERS.maria.digits, "paid", { limit: 10_000 });
    expect((await lastRequest("/api/ura/titulos/")).body).toMatchObject({ limit: "250" });
  });

  it("findInvoice: one title by titulo_id, only among that document's titles of that status", async () => {
    const [joaoFirst] = (await client().listInvoices(DEMO_CUSTOMERS.joao.digits, "open")).invoices;
    const found = await client().findInvoice(DEMO_CUSTOMERS.joao.digits, "open", joaoFirst!.id);
    expect(found).toMatchObject({ id: joaoFirst!.id, status: "aberto" });
    expect((await lastRequest("/api/ura/titulos/")).body).toMatchObject({
      cpfcnpj: DEMO_CUSTOMERS.joao.digits,
      titulo_id: String(joaoFirst!.id),
      status: "abertos",
    });
    // Another document's title, or a paid one asked for as open: not found.
    expect(await client().findInvoice(DEMO_CUSTOMERS.maria.digits, "open", joaoFirst!.id)).toBeNull();
    const [joaoPaid] = (await client().listInvoices(DEMO_CUSTOMERS.joao.digits, "paid")).invoices;
    expect(await client().findInvoice(DEMO_CUSTOMERS.joao.digits, "open", joaoPaid!.id)).toBeNull();
    expect(await client().findInvoice(DEMO_CUSTOMERS.joao.digits, "paid", joaoPaid!.id)).toMatchObject({ id: joaoPaid!.id });
  });

  it("listInvoices pagos: 4 paid invoices for Maria, oldest due date first, with payment data", async () => {
    const { invoices: paid, total } = await client().listInvoices(DEMO_CUSTOMERS.maria.digits, "paid");
    expect(paid).toHaveLength(4);
    expect(total).toBe(4);
    expect(paid.map((t) => t.dueDate)).toEqual([...paid.map((t) => t.dueDate)].sort());
    for (const t of paid) {
      expect(t.status).toBe("pago");
      expect(t.paidOn).not.toBeNull();
      expect(t.amountPaid).toBe(t.amountDue);
      expect(t.link?.startsWith(sandbox.url)).toBe(true);
    }
    expect(await client().listInvoices(DEMO_CUSTOMERS.carlos.digits, "open")).toEqual({ invoices: [], total: 0 });
    expect((await client().listInvoices(DEMO_CUSTOMERS.joao.digits, "open")).invoices).toHaveLength(2);
  });

  it("service orders: Carlos's three, newest first; the 5-newest helper puts open ones first", async () => {
    const orders = await client().listServiceOrders(DEMO_CONTRACTS.carlos);
    expect(orders.map((o) => o.status)).toEqual(["aberta", "em andamento", "finalizada"]);
    expect(orders[0]).toMatchObject({ contractId: DEMO_CONTRACTS.carlos, reason: "Reparo / sem conexão" });
    expect(orders[0]!.number).toMatch(/^\d{10}$/);
    expect(latestServiceOrders(orders, 5).map(isServiceOrderOpen)).toEqual([true, true, false]);
    expect(await client().listServiceOrders(DEMO_CONTRACTS.maria)).toEqual([]);
  });

  it("listCustomerServiceOrders merges every contract", async () => {
    const sgp = client();
    await sgp.createTicket({
      contractId: DEMO_CONTRACTS.empresaSuspenso,
      reason: "6",
      description: "Filial sem sinal",
      contactName: "TI",
      contactPhone: "19991004500",
    });
    const merged = await sgp.listCustomerServiceOrders([
      DEMO_CONTRACTS.empresaAtivo,
      DEMO_CONTRACTS.empresaSuspenso,
      DEMO_CONTRACTS.carlos,
    ]);
    expect(merged.map((o) => o.contractId)).toEqual([
      DEMO_CONTRACTS.empresaSuspenso,
      DEMO_CONTRACTS.carlos,
      DEMO_CONTRACTS.carlos,
      DEMO_CONTRACTS.carlos,
    ]);
  });

  it("listTicketReasons keeps only active ones, via GET with app/token in the query and X-Requested-With", async () => {
    const motives = await client().listTicketReasons();
    expect(motives.length).toBeGreaterThan(0);
    // The catalogue shows ids only: the code the default choice sends is not there, so the id goes.
    expect(motives).toContainEqual({ value: "6", description: "Reparo / sem conexão" });
    expect(motives.map((m) => m.value)).not.toContain("11");
    const sent = await lastRequest("/api/os/ocorrencia/motivo/list/");
    expect(sent).toMatchObject({ method: "GET", query: { app: "demo", token: "demo-token" }, requestedWith: "XMLHttpRequest" });
  });

  it("HTTP Basic credentials are sent when configured, and are enough on their own", async () => {
    const basic = client({ token: "wrong", user: "demo-user", password: "demo-password" });
    await expect(basic.findCustomer(DEMO_CUSTOMERS.maria.digits)).resolves.toMatchObject({ name: "Maria Silva Santos" });
    expect((await lastRequest("/api/ura/clientes/")).auth).toBe("basic");
    await client().findCustomer(DEMO_CUSTOMERS.maria.digits);
    expect((await lastRequest("/api/ura/clientes/")).auth).toBeNull();
  });
});

describe("SGP client against the sandbox: writes and their state changes", () => {
  it("createTicket sends the spec's fixed fields as JSON; the new open order is then listed with its protocol", async () => {
    const sgp = client();
    const now = new Date("2026-03-01T02:30:00Z");
    const { protocol } = await sgp.createTicket({
      contractId: DEMO_CONTRACTS.maria,
      reason: "7",
      description: "Internet lenta à noite",
      contactName: "Maria Silva Santos",
      contactPhone: "(19) 99812-3344",
      serviceId: 30101,
      now,
    });
    expect(protocol).toMatch(/^\d{10}$/);

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
      number: protocol,
      status: "aberta",
      reason: "Lentidão na conexão",
      openedDate: brazilDate(new Date()),
      scheduledDate: "2026-02-28",
    });
    expect(isServiceOrderOpen(order!)).toBe(true);
  });

  it("createTicket refusals carry the server's message", async () => {
    const refused = client().createTicket({ contractId: 999999, reason: "6", description: "x", contactName: "x", contactPhone: "x" });
    await expect(refused).rejects.toBeInstanceOf(UpstreamRejectedError);
    await expect(refused).rejects.toMatchObject({ serverMessage: "Contrato não encontrado" });
  });

  it("requestTrustRelease lifts João's suspension, sending data_promessa and the reason as conteudo with app and token only", async () => {
    const sgp = client({ customerCacheMs: 5_000 });
    const before = await sgp.findCustomer(DEMO_CUSTOMERS.joao.digits);
    expect(before.contracts[0]).toMatchObject({ status: "suspenso", statusReason: "Financeiro" });

    const now = new Date("2026-03-01T01:00:00Z");
    const result = await sgp.requestTrustRelease({ contractId: DEMO_CONTRACTS.joao, reason: "  Aguardando transferência  ", now });
    expect(result).toMatchObject({ ok: true, promisedOn: "2026-03-03" });
    expect(result.protocol).toMatch(/^\d{10}$/);

    const sent = await lastRequest("/api/ura/liberacaopromessa/");
    expect(sent.auth).toBeNull();
    expect(sent.contentType).toContain("application/json");
    expect(sent.body).toEqual({
      app: "demo",
      token: "demo-token",
      contrato: DEMO_CONTRACTS.joao,
      data_promessa: "2026-03-03",
      conteudo: "Aguardando transferência",
    });

    // A write forgets cached lookups, so the change shows at once.
    const after = await sgp.findCustomer(DEMO_CUSTOMERS.joao.digits);
    expect(after.contracts[0]).toMatchObject({ status: "ativo", statusReason: "" });

    await expect(sgp.requestTrustRelease({ contractId: DEMO_CONTRACTS.joao })).rejects.toBeInstanceOf(UpstreamRejectedError);
  });

  it("a write through one client makes every client of the process forget its customers (Next's bundles each have one)", async () => {
    const page = client({ customerCacheMs: 60_000 });
    const settling = client({ customerCacheMs: 60_000 });
    expect((await page.findCustomer(DEMO_CUSTOMERS.joao.digits)).contracts[0]).toMatchObject({ status: "suspenso" });
    await settling.settleTitle({ titleId: 72506, paidOn: "2026-11-20", amount: 103.42, form: "PIX", note: "PIX txid T, E2E E" });
    expect((await page.findCustomer(DEMO_CUSTOMERS.joao.digits)).contracts[0]).toMatchObject({ status: "ativo", statusReason: "" });
    const reads = callsTo("/api/ura/clientes/");
    await page.findCustomer(DEMO_CUSTOMERS.joao.digits);
    expect(callsTo("/api/ura/clientes/")).toBe(reads);
  });

  it("requestTrustRelease with Basic credentials sends them instead of nothing, never a bearer token", async () => {
    await client({ user: "demo-user", password: "demo-password" }).requestTrustRelease({ contractId: DEMO_CONTRACTS.joao });
    expect((await lastRequest("/api/ura/liberacaopromessa/")).auth).toBe("basic");
    expect((await sandbox.sentRequests()).some((r) => r.auth === "bearer")).toBe(false);
  });

  it("requestTrustRelease defaults the reason; only the company's suspended contract changes", async () => {
    const sgp = client();
    const result = await sgp.requestTrustRelease({ contractId: DEMO_CONTRACTS.empresaSuspenso });
    expect(result.ok).toBe(true);
    expect((await lastRequest("/api/ura/liberacaopromessa/")).body).toMatchObject({ conteudo: "Solicitação via Central do Cliente" });
    const company = await sgp.findCustomer(DEMO_CUSTOMERS.empresa.digits);
    expect(company.contracts.map((c) => c.status)).toEqual(["ativo", "ativo"]);
  });

  it("requestTrustRelease refuses a cancelled contract and one that is not suspended", async () => {
    await expect(client().requestTrustRelease({ contractId: DEMO_CONTRACTS.ana })).rejects.toMatchObject({
      serverMessage: expect.stringMatching(/cancelado/i),
    });
    await expect(client().requestTrustRelease({ contractId: DEMO_CONTRACTS.maria })).rejects.toMatchObject({
      serverMessage: expect.stringMatching(/não está suspenso/i),
    });
  });

  it("a sandbox reset restores the demo dataset", async () => {
    await client().requestTrustRelease({ contractId: DEMO_CONTRACTS.joao });
    await sandbox.reset();
    const joao = await client().findCustomer(DEMO_CUSTOMERS.joao.digits);
    expect(joao.contracts[0]!.status).toBe("suspenso");
  });
});
