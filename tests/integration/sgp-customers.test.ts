import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { createSgpClient } from "@/lib/vendors/sgp/client";
import type { SgpClientOptions } from "@/lib/vendors/sgp/types";
import { UpstreamFeatureMissingError, UpstreamNotFoundError, UpstreamUnavailableError } from "@/lib/platform/upstream/errors";
import { DEMO_CONTRACTS, DEMO_CUSTOMERS, UNKNOWN_DOCUMENT } from "@/sandbox/sgp/demo-customers";
import { rejectionOf } from "../support/rejection";
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

describe("the central password check: POST /api/central/contratos (docs/UPSTREAMS.md §5)", () => {
  it("answers auth true for the contract's central password, with the subscriber's own credentials only", async () => {
    await expect(client().checkCentralPassword(DEMO_CUSTOMERS.maria.document, DEMO_CUSTOMERS.maria.password)).resolves.toBe(true);
    const sent = await lastRequest("/api/central/contratos");
    expect(sent.body).toEqual({ cpfcnpj: DEMO_CUSTOMERS.maria.digits, senha: DEMO_CUSTOMERS.maria.password });
    expect(sent.auth).toBeNull();
  });

  it("sends no operator credential even when Basic is configured", async () => {
    await client({ user: "demo-user", password: "demo-password" }).checkCentralPassword(
      DEMO_CUSTOMERS.joao.digits,
      DEMO_CUSTOMERS.joao.password,
    );
    expect((await lastRequest("/api/central/contratos")).auth).toBeNull();
  });

  it("answers false for a wrong password, another customer's password and an unknown document", async () => {
    await expect(client().checkCentralPassword(DEMO_CUSTOMERS.maria.digits, "errada")).resolves.toBe(false);
    await expect(client().checkCentralPassword(DEMO_CUSTOMERS.maria.digits, DEMO_CUSTOMERS.joao.password)).resolves.toBe(false);
    await expect(client().checkCentralPassword(UNKNOWN_DOCUMENT, "qualquer")).resolves.toBe(false);
  });

  it("on an SGP without the central API it is a missing module; the contracts' passwords come from consultacliente", async () => {
    sandbox.setFault("/api/central/*", "html404");
    expect(await rejectionOf(client().checkCentralPassword(DEMO_CUSTOMERS.empresa.digits, "x"))).toBeInstanceOf(
      UpstreamFeatureMissingError,
    );
    await expect(client().listCentralPasswords(DEMO_CUSTOMERS.empresa.digits)).resolves.toEqual([
      DEMO_CUSTOMERS.empresa.password,
      DEMO_CUSTOMERS.empresa.password,
    ]);
    await expect(client().listCentralPasswords(UNKNOWN_DOCUMENT)).resolves.toEqual([]);
  });
});

describe("an SGP without /api/ura/clientes/ (docs/UPSTREAMS.md §1.0)", () => {
  beforeEach(() => sandbox.setFault("/api/ura/clientes/", "html404"));

  it("findCustomer reads consultacliente instead: contracts, status and reason, the internet service without an id", async () => {
    const company = await client().findCustomer(DEMO_CUSTOMERS.empresa.document);
    expect(callsTo("/api/ura/clientes/")).toBe(1);
    expect((await lastRequest("/api/ura/consultacliente/")).body).toEqual({
      app: "demo",
      token: "demo-token",
      cpfcnpj: DEMO_CUSTOMERS.empresa.digits,
    });
    expect(company).toMatchObject({
      name: DEMO_CUSTOMERS.empresa.name,
      document: DEMO_CUSTOMERS.empresa.digits,
      personType: "Pessoa Jurídica",
      contacts: { emails: ["financeiro@exemplotelecom.example", "ti@exemplotelecom.example"] },
    });
    expect(
      company.contracts.map((c) => [c.id, c.status, c.statusReason, c.services.map((s) => [s.id, s.type, s.plan.description])]),
    ).toEqual([
      [DEMO_CONTRACTS.empresaAtivo, "ativo", "", [[null, "internet", "Fibra Empresarial 1 Giga"]]],
      [DEMO_CONTRACTS.empresaSuspenso, "suspenso", "Financeiro", [[null, "internet", "Fibra 300 Mega"]]],
    ]);
    expect(JSON.stringify(company)).not.toContain(DEMO_CUSTOMERS.empresa.password);
  });

  it("an unknown document is still not found, and findCustomerDetails falls back the same way", async () => {
    await expect(client().findCustomer(UNKNOWN_DOCUMENT)).rejects.toBeInstanceOf(UpstreamNotFoundError);
    const maria = await client().findCustomerDetails(DEMO_CUSTOMERS.maria.digits);
    expect(maria.contracts[0]!.services[0]).toMatchObject({
      id: null,
      login: "maria.santos",
      wifiSsid: "MARIA_2G",
      wifiPassword: "palmeiras@2024",
    });
  });

  it("both modules missing is a missing feature, not an outage", async () => {
    sandbox.setFault("/api/ura/consultacliente/", "html404");
    expect(await rejectionOf(client().findCustomer(DEMO_CUSTOMERS.maria.digits))).toBeInstanceOf(UpstreamFeatureMissingError);
  });
});

describe("findCustomerDetails: what the services screen shows", () => {
  it("asks /clientes/ with the connection and consultacliente at once, and completes the internet service", async () => {
    const company = await client().findCustomerDetails(DEMO_CUSTOMERS.empresa.digits);
    expect((await lastRequest("/api/ura/clientes/")).body).toMatchObject({ exibir_conexao: "1" });
    const [matriz, tv] = company.contracts[0]!.services;
    expect(matriz).toMatchObject({
      id: 30301,
      ip: "200.150.10.20",
      group: "corporativo",
      wifiSsid5: "EXEMPLO_CORP_5G",
      wifiChannel5: "149",
      wifiPassword: "Corp#2023!",
    });
    expect(tv).toMatchObject({ id: 30302, type: "tv", group: "", wifiSsid: "" });
    // The suspended branch is offline: no address in use.
    expect(company.contracts[1]!.services[0]).toMatchObject({ id: 30303, ip: "", wifiSsid: "EXEMPLO_LOJA" });
  });

  it("an SGP without consultacliente leaves group and Wi-Fi blank; an outage of it fails the read", async () => {
    sandbox.setFault("/api/ura/consultacliente/", "html404");
    const maria = await client().findCustomerDetails(DEMO_CUSTOMERS.maria.digits);
    expect(maria.contracts[0]!.services[0]).toMatchObject({ id: 30101, ip: "177.38.12.45", wifiSsid: "", group: "" });
    sandbox.setFault("/api/ura/consultacliente/", "503");
    expect(await rejectionOf(client().findCustomerDetails(DEMO_CUSTOMERS.maria.digits))).toBeInstanceOf(UpstreamUnavailableError);
  });
});
