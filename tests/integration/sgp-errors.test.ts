import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { log } from "@/lib/platform/log";
import { createSgpClient, type SgpClient } from "@/lib/vendors/sgp/client";
import type { SgpClientOptions } from "@/lib/vendors/sgp/types";
import { circuitFor, upstreamCircuitKey } from "@/lib/platform/upstream/circuit";
import {
  UpstreamCredentialsError,
  UpstreamFeatureMissingError,
  UpstreamInvalidResponseError,
  UpstreamRejectedError,
  UpstreamUnavailableError,
} from "@/lib/platform/upstream/errors";
import { DEMO_CONTRACTS, DEMO_CUSTOMERS } from "@/sandbox/sgp/demo-customers";
import { startSgpForTests, type SgpTestSandbox } from "../support/sandboxes";
import { captureLogs } from "../support/log-capture";
import { rejectionOf } from "../support/rejection";

let sandbox: SgpTestSandbox;
const client = (options: Partial<SgpClientOptions> = {}) =>
  createSgpClient({ baseUrl: sandbox.url, app: "demo", token: "demo-token", timeoutMs: 3_000, customerCacheMs: 0, ...options });
const callsTo = (path: string) => sandbox.calls.filter((c) => c.path === path).length;

const ticket = {
  contractId: DEMO_CONTRACTS.maria,
  reason: "6",
  description: "Sem conexão",
  contactName: "Maria",
  contactPhone: "19998123344",
};

/** Every call of the client with the portal's operator key, with the path it uses; reads first. */
const calls: { name: string; path: string; write: boolean; run: (sgp: SgpClient) => Promise<unknown> }[] = [
  { name: "findCustomer", path: "/api/ura/clientes/", write: false, run: (s) => s.findCustomer(DEMO_CUSTOMERS.maria.digits) },
  {
    name: "listCentralPasswords",
    path: "/api/ura/consultacliente/",
    write: false,
    run: (s) => s.listCentralPasswords(DEMO_CUSTOMERS.maria.digits),
  },
  { name: "listInvoices", path: "/api/ura/titulos/", write: false, run: (s) => s.listInvoices(DEMO_CUSTOMERS.maria.digits, "open") },
  { name: "findInvoice", path: "/api/ura/titulos/", write: false, run: (s) => s.findInvoice(DEMO_CUSTOMERS.maria.digits, "open", 72501) },
  { name: "listServiceOrders", path: "/api/ura/ordemservico/list/", write: false, run: (s) => s.listServiceOrders(DEMO_CONTRACTS.carlos) },
  { name: "listTicketReasons", path: "/api/os/ocorrencia/motivo/list/", write: false, run: (s) => s.listTicketReasons() },
  { name: "createTicket", path: "/api/ura/chamado/", write: true, run: (s) => s.createTicket(ticket) },
  {
    name: "requestTrustRelease",
    path: "/api/ura/liberacaopromessa/",
    write: true,
    run: (s) => s.requestTrustRelease({ contractId: DEMO_CONTRACTS.joao }),
  },
];
const reads = calls.filter((c) => !c.write);
const writes = calls.filter((c) => c.write);

beforeAll(async () => {
  sandbox = await startSgpForTests();
});
afterAll(() => sandbox.close());
beforeEach(() => sandbox.reset());

describe("SGP client error paths", () => {
  it.each(calls)(
    "$name: a wrong token is UpstreamCredentialsError with the SGP's 403 text, never a message for the screen",
    async ({ run }) => {
      const error = await rejectionOf(run(client({ token: "token-errado" })));
      expect(error).toBeInstanceOf(UpstreamCredentialsError);
      expect(error).not.toBeInstanceOf(UpstreamRejectedError);
      expect(error).toMatchObject({ status: 403, detail: "Credenciais de autenticação incorretas." });
      expect((error as Error).message).toContain("Credenciais de autenticação incorretas.");
    },
  );

  it("the SGP's 403 text reaches the operator's log line, through the logs' masking", async () => {
    const spy = vi.spyOn(log, "error").mockImplementation(() => undefined);
    try {
      await rejectionOf(client({ token: "token-errado" }).listInvoices(DEMO_CUSTOMERS.maria.digits, "open"));
      const call = spy.mock.calls.find((args) => args[1] === "sgp recusou as credenciais do portal");
      expect(call?.[0]).toMatchObject({ upstream: "sgp", path: "/api/ura/titulos/", status: 403 });
      const { logger, text } = captureLogs();
      logger.error(call![0] as object, call![1] as string);
      expect(text()).toContain("Credenciais de autenticação incorretas.");
    } finally {
      spy.mockRestore();
    }
  });

  it.each(calls)("$name: a wrong app (case matters) is refused the same way", async ({ run }) => {
    expect(await rejectionOf(run(client({ app: "Demo" })))).toMatchObject({ detail: "Credenciais de autenticação incorretas." });
  });

  // findCustomer has its fallback (tests/integration/sgp-customers.test.ts).
  const withoutFallback = calls.filter((c) => c.name !== "findCustomer");
  it.each(withoutFallback)(
    "$name: a module the SGP lacks (HTML 404) is UpstreamFeatureMissingError, not retried, not opening the circuit",
    async ({ run, path }) => {
      sandbox.setFault(path, "html404");
      const circuit = circuitFor(upstreamCircuitKey("sgp", sandbox.url));
      for (let i = 0; i < 7; i++) {
        const error = await rejectionOf(run(client()));
        expect(error).toBeInstanceOf(UpstreamFeatureMissingError);
        expect(error).toMatchObject({ path });
      }
      expect(callsTo(path)).toBe(7);
      expect(circuit.state).toBe("closed");
    },
  );

  it.each(reads)("$name: a 5xx is retried exactly once, then UpstreamUnavailableError", async ({ run, path }) => {
    sandbox.setFault(path, "503");
    expect(await rejectionOf(run(client()))).toBeInstanceOf(UpstreamUnavailableError);
    expect(callsTo(path)).toBe(2);
  });

  it.each(writes)("$name: a 5xx is never retried", async ({ run, path }) => {
    sandbox.setFault(path, "500");
    expect(await rejectionOf(run(client()))).toBeInstanceOf(UpstreamUnavailableError);
    expect(callsTo(path)).toBe(1);
  });

  it.each(reads)("$name: a hung upstream times out (once per attempt, retried once)", async ({ run, path }) => {
    sandbox.setFault(path, "hang");
    const started = Date.now();
    const error = await rejectionOf(run(client({ timeoutMs: 150 })));
    expect(error).toBeInstanceOf(UpstreamUnavailableError);
    expect((error as Error).message).toContain("tempo esgotado");
    expect(callsTo(path)).toBe(2);
    expect(Date.now() - started).toBeLessThan(2_000);
  });

  it.each(writes)("$name: a hung write times out without a second attempt", async ({ run, path }) => {
    sandbox.setFault(path, "hang");
    expect(await rejectionOf(run(client({ timeoutMs: 150 })))).toBeInstanceOf(UpstreamUnavailableError);
    expect(callsTo(path)).toBe(1);
  });

  it.each(calls)("$name: malformed JSON is UpstreamInvalidResponseError", async ({ run, path }) => {
    sandbox.setFault(path, "badjson");
    const error = await rejectionOf(run(client()));
    expect(error).toBeInstanceOf(UpstreamInvalidResponseError);
    expect((error as UpstreamInvalidResponseError).field).toBe("(corpo)");
  });

  it("a customer payload without `nome` names the field", async () => {
    await fetch(`${sandbox.url}/__sandbox/sgp/omit`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ cpfcnpj: DEMO_CUSTOMERS.maria.document, fields: ["nome"] }),
    });
    const error = await rejectionOf(client().findCustomer(DEMO_CUSTOMERS.maria.digits));
    expect(error).toBeInstanceOf(UpstreamInvalidResponseError);
    expect((error as UpstreamInvalidResponseError).field).toBe("clientes.0.nome");
    expect((error as Error).message).toContain('"clientes.0.nome"');
  });

  it("a refused ticket (status 0) carries the message and is not retried", async () => {
    const error = await rejectionOf(client().createTicket({ ...ticket, reason: "4242" }));
    expect(error).toBeInstanceOf(UpstreamRejectedError);
    expect((error as UpstreamRejectedError).serverMessage).toBe("Motivo de OS não encontrado");
    expect(callsTo("/api/ura/chamado/")).toBe(1);
  });

  it("an unreachable SGP is UpstreamUnavailableError", async () => {
    const closed = await startSgpForTests();
    const url = closed.url;
    await closed.close();
    const error = await rejectionOf(client({ baseUrl: url }).findCustomer(DEMO_CUSTOMERS.maria.digits));
    expect(error).toBeInstanceOf(UpstreamUnavailableError);
  });
});

describe("retry and payload checks against a scripted server", () => {
  let server: http.Server;
  let baseUrl: string;
  let answers: { status: number; body: string }[] = [];
  let hits = 0;

  beforeAll(async () => {
    server = http.createServer((req, res) => {
      req.resume();
      req.on("end", () => {
        const answer = answers[Math.min(hits, answers.length - 1)]!;
        hits += 1;
        res.writeHead(answer.status, { "content-type": "application/json" });
        res.end(answer.body);
      });
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
  beforeEach(() => {
    hits = 0;
  });

  const scripted = () => createSgpClient({ baseUrl, app: "demo", token: "demo-token", timeoutMs: 2_000, customerCacheMs: 0 });
  const customer = { nome: "Cliente", cpfcnpj: "52998224725", contratos: [] };

  it("a read that fails with 5xx once succeeds on its retry", async () => {
    answers = [
      { status: 502, body: "{}" },
      { status: 200, body: JSON.stringify({ clientes: [customer] }) },
    ];
    await expect(scripted().findCustomer("52998224725")).resolves.toMatchObject({ name: "Cliente" });
    expect(hits).toBe(2);
  });

  it("a ticket answered as a one-element array is read; status 0 in it is a refusal", async () => {
    answers = [{ status: 200, body: JSON.stringify([{ status: 1, protocolo: 2605071234, msg: "ok" }]) }];
    await expect(scripted().createTicket(ticket)).resolves.toEqual({ protocol: "2605071234" });
    answers = [{ status: 200, body: JSON.stringify([{ status: 0, msg: "Contrato inativo" }]) }];
    await expect(scripted().createTicket(ticket)).rejects.toMatchObject({ serverMessage: "Contrato inativo" });
    // No message of its own: nothing is made up, so the screen can say 'Erro desconhecido'.
    answers = [{ status: 200, body: JSON.stringify({ status: 0, msg: "" }) }];
    await expect(scripted().createTicket(ticket)).rejects.toMatchObject({ serverMessage: "" });
  });

  it("a ticket accepted without a protocol is an invalid answer naming `protocolo`", async () => {
    answers = [{ status: 200, body: JSON.stringify({ status: 1, msg: "ok" }) }];
    expect(await rejectionOf(scripted().createTicket(ticket))).toMatchObject({ field: "protocolo" });
  });

  it("a list answer missing its list names it", async () => {
    answers = [{ status: 200, body: JSON.stringify({ paginacao: { total: 0 } }) }];
    expect(await rejectionOf(scripted().listInvoices("52998224725", "open"))).toMatchObject({ field: "titulos" });
  });

  it("an invoice list without paginacao is read whole; a full page without it may have more", async () => {
    const title = { id: 7, status: "aberto", valorCorrigido: 10, dataVencimento: "2026-08-05" };
    answers = [{ status: 200, body: JSON.stringify({ titulos: [title] }) }];
    await expect(scripted().listInvoices("52998224725", "open", { offset: 4, limit: 12 })).resolves.toMatchObject({ total: 5 });
    answers = [{ status: 200, body: JSON.stringify({ titulos: [title, { ...title, id: 8 }] }) }];
    await expect(scripted().listInvoices("52998224725", "open", { limit: 2 })).resolves.toMatchObject({ total: 3 });
  });

  it("findInvoice: a title other than the one asked for (titulo_id ignored) is not found", async () => {
    answers = [
      { status: 200, body: JSON.stringify({ titulos: [{ id: 8, status: "aberto", valorCorrigido: 10, dataVencimento: "2026-08-05" }] }) },
    ];
    await expect(scripted().findInvoice("52998224725", "open", 7)).resolves.toBeNull();
    await expect(scripted().findInvoice("52998224725", "open", 8)).resolves.toMatchObject({ id: 8 });
  });

  it("a malformed paginacao is an invalid answer naming it", async () => {
    answers = [{ status: 200, body: JSON.stringify({ titulos: [], paginacao: { total: "muitos" } }) }];
    expect(await rejectionOf(scripted().listInvoices("52998224725", "open"))).toMatchObject({ field: "paginacao.total" });
  });

  it("a 4xx is a rejection with the body's message, not retried", async () => {
    answers = [{ status: 400, body: JSON.stringify({ msg: "Parâmetro inválido" }) }];
    const error = await rejectionOf(scripted().listTicketReasons());
    expect(error).toBeInstanceOf(UpstreamRejectedError);
    expect(error).toMatchObject({ serverMessage: "Parâmetro inválido", status: 400 });
    expect(hits).toBe(1);
  });

  it("a 401 or 403 is the portal's credentials refused, with the SGP's `detail` or `msg`", async () => {
    answers = [{ status: 403, body: JSON.stringify({ detail: "As credenciais de autenticação não foram fornecidas." }) }];
    expect(await rejectionOf(scripted().findCustomer("52998224725"))).toMatchObject({
      status: 403,
      detail: "As credenciais de autenticação não foram fornecidas.",
    });
    answers = [{ status: 401, body: JSON.stringify({ msg: "Acesso negado" }) }];
    expect(await rejectionOf(scripted().findCustomer("52998224725"))).toMatchObject({ status: 401, detail: "Acesso negado" });
    answers = [{ status: 403, body: "<html>Forbidden</html>" }];
    expect(await rejectionOf(scripted().findCustomer("52998224725"))).toBeInstanceOf(UpstreamCredentialsError);
  });

  it("a 404 with a JSON body is a refusal, not a missing module", async () => {
    answers = [{ status: 404, body: JSON.stringify({ detail: "Não encontrado." }) }];
    expect(await rejectionOf(scripted().listTicketReasons())).toMatchObject({ serverMessage: "Não encontrado.", status: 404 });
    answers = [{ status: 404, body: "" }];
    expect(await rejectionOf(scripted().listTicketReasons())).toBeInstanceOf(UpstreamFeatureMissingError);
  });

  it("motives wrapped in an object are read too", async () => {
    answers = [
      {
        status: 200,
        body: JSON.stringify({
          motivos: [
            { id: 1, descricao: "A", ativo: 1 },
            { id: 2, descricao: "B", ativo: 0 },
          ],
        }),
      },
    ];
    await expect(scripted().listTicketReasons()).resolves.toEqual([{ value: "1", description: "A" }]);
  });
});
