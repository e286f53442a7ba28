import http from "node:http";
import type { AddressInfo } from "node:net";
import { z } from "zod";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addDaysToDateString, todayInBrazil } from "@/lib/shared/br/calendar";
import { createEfiClient, generateTxid } from "@/lib/vendors/efi";
import { createSgpClient } from "@/lib/vendors/sgp/client";
import { withAliases } from "@/lib/vendors/sgp/primitives";
import { DEMO_CONTRACTS, DEMO_CUSTOMERS } from "@/sandbox/sgp/demo-customers";
import { startEfiForTests, type EfiTestEnv } from "../support/efi-sandbox";
import { startSgpForTests, type SgpTestSandbox } from "../support/sandboxes";
import { UPSTREAM_ANSWERS } from "../support/upstream-answers";
import {
  fieldsRead,
  readCallTable,
  recordPortalRequests,
  TABLE_UPSTREAMS,
  unlistedParameters,
  type PortalRequest,
} from "../support/upstream-calls";

/*
 * docs/UPSTREAMS.md §5 against the clients: what they send (every call made once against the
 * sandboxes, recorded as the sandboxes receive it) and what they read (the keys of the schemas
 * that parse each answer). tests/support/setup.ts checks the requests of every other
 * integration test file the same way.
 */

const rows = readCallTable();
const rowOf = (key: string) => rows.find((row) => row.key === key);

describe("the table of calls (docs/UPSTREAMS.md §5)", () => {
  it("keeps its fixed layout: one row per call, each with its source", () => {
    expect(rows.length).toBeGreaterThan(10);
    expect(new Set(rows.map((row) => row.key)).size).toBe(rows.length);
    for (const row of rows) {
      expect(TABLE_UPSTREAMS, row.key).toContain(row.upstream);
      expect(["GET", "POST", "PUT", "PATCH", "DELETE", "*"], row.key).toContain(row.method);
      expect(row.path, row.key).toMatch(/^(\*|\/\S*)$/);
      expect(row.source.length, row.key).toBeGreaterThan(5);
      expect(row.read.length + row.sent.length, row.key).toBeGreaterThan(0);
    }
  });

  it("names every answer's schemas, and every schema's call has a row", () => {
    for (const key of Object.keys(UPSTREAM_ANSWERS)) expect(rowOf(key), key).toBeDefined();
    for (const row of rows.filter((r) => r.read.length > 0)) expect(UPSTREAM_ANSWERS[row.key], row.key).toBeDefined();
  });

  it.each(Object.entries(UPSTREAM_ANSWERS))("%s: the client reads only the fields the row lists", (key, schemas) => {
    const listed = new Set(rowOf(key)!.read);
    const read = [...new Set(schemas.flatMap((schema) => fieldsRead(schema)))];
    expect(
      read.filter((field) => !listed.has(field)),
      "lidos sem estar na tabela",
    ).toEqual([]);
  });
});

describe("the checks themselves catch what is not listed", () => {
  it("a parameter the row does not list, or a call without a row", () => {
    const sent: PortalRequest[] = [
      { upstream: "sgp", method: "POST", path: "/api/ura/liberacaopromessa/", params: ["app", "token", "contrato", "motivo"] },
      { upstream: "sgp", method: "POST", path: "/api/ura/verificaacesso/", params: ["contrato"] },
      { upstream: "efi", method: "PUT", path: "/v2/cob/abcdefghijklmnopqrstuvwxyz12", params: ["calendario.expiracao", "devedor.email"] },
      { upstream: "mail", method: "POST", path: "/send", params: ["anything"] },
    ];
    expect(unlistedParameters(sent, rows)).toEqual([
      "sgp POST /api/ura/liberacaopromessa/: envia `motivo`, que a tabela não lista",
      "sgp POST /api/ura/verificaacesso/: chamada sem linha na tabela",
      "efi PUT /v2/cob/{txid}: envia `devedor.email`, que a tabela não lista",
    ]);
  });

  it("a field a schema reads, aliases included, that the row does not list", () => {
    const schema = z.object({
      titulos: z.array(withAliases({ codigoPix: ["codigo_pix"] }, z.object({ id: z.number(), codigoPix: z.string() }))),
    });
    const listed = new Set(rowOf("sgp POST /api/ura/titulos/")!.read);
    expect(fieldsRead(schema).filter((f) => !listed.has(f))).toEqual(["titulos[].codigo_pix"]);
  });
});

describe("every call of the clients sends only listed parameters", () => {
  let sgp: SgpTestSandbox;
  let efi: EfiTestEnv;
  let recording: ReturnType<typeof recordPortalRequests>;
  // Answers the test notification Efí sends to a webhook being registered.
  const receiver = http.createServer((req, res) => req.resume().on("end", () => res.writeHead(200).end()));

  beforeAll(async () => {
    [sgp, efi] = await Promise.all([
      startSgpForTests(),
      startEfiForTests(),
      new Promise<void>((resolve) => receiver.listen(0, "127.0.0.1", resolve)),
    ]);
    recording = recordPortalRequests();
  });
  afterAll(async () => {
    recording.stop();
    await Promise.all([sgp.close(), efi.close(), new Promise((resolve) => receiver.close(resolve))]);
  });

  it("the SGP client's calls", async () => {
    const client = createSgpClient({ baseUrl: sgp.url, app: "demo", token: "demo-token", timeoutMs: 3_000, customerCacheMs: 0 });
    const { maria, joao } = DEMO_CUSTOMERS;
    await client.findCustomer(maria.digits);
    await client.findCustomerDetails(maria.digits);
    await client.checkCentralPassword(maria.digits, maria.password);
    await client.listCentralPasswords(maria.digits);
    await client.listInvoices(maria.digits, "open", { offset: 0, limit: 12, order: { by: "paid", direction: "desc" } });
    await client.findInvoice(maria.digits, "paid", 72502);
    await client.listCustomerServiceOrders([DEMO_CONTRACTS.carlos]);
    const [reason] = await client.listTicketReasons();
    await client.createTicket({
      contractId: DEMO_CONTRACTS.maria,
      serviceId: 30101,
      reason: reason!.value,
      description: "x",
      contactName: "Maria",
      contactPhone: "19",
    });
    await client.requestTrustRelease({ contractId: DEMO_CONTRACTS.joao, reason: "Aguardando" });
    await client.findCustomer(joao.digits);
    await client.findTitle(joao.digits, 72506);
    await client.settleTitle({ titleId: 72506, paidOn: "2026-11-20", amount: 103.42, form: "PIX", note: "PIX txid T E2E E" });
    await client.setContractStatus(DEMO_CONTRACTS.joao, 1);
    await client.disconnectSession("joao.lima");

    await client.findCustomerLive(maria.digits);
    await client.listOnus(DEMO_CONTRACTS.maria);
    await client.listMaintenances();
    await client.readCpe(DEMO_CONTRACTS.maria);
    await client.updateCpe(DEMO_CONTRACTS.maria, {
      ssid24: "CASA",
      password24: "senha-nova-1",
      enabled24: true,
      ssid5: "CASA_5G",
      password5: "senha-nova-5",
      enabled5: false,
    });
    const [onu] = await client.listOnus(DEMO_CONTRACTS.maria);
    await client.resetOnu(onu!.id);
    await client.listUsage(maria.digits, DEMO_CONTRACTS.maria, [{ year: 2026, month: 10 }]);

    const sent = recording.requests.filter((r) => r.upstream === "sgp");
    expect(new Set(sent.map((r) => `${r.method} ${r.path}`)).size).toBe(17);
    expect(unlistedParameters(sent, rows)).toEqual([]);
  });

  it("the Efí client's calls", async () => {
    const client = createEfiClient(efi.clientOptions());
    const charge = await client.createPixCharge({
      invoiceId: 72501,
      payerDocument: "52998224725",
      payerName: "Maria",
      amount: 119.9,
      description: "Fatura",
    });
    await client.pixLink(charge.locationId);
    await client.getPixCharge(charge.pix.txid);
    await client.findPixCharge(generateTxid());
    await client.findPixCharge(charge.pix.txid);
    const due = addDaysToDateString(todayInBrazil(), 10);
    const boleto = {
      invoiceId: 72501,
      payerDocument: "11222333000181",
      payerName: "Empresa",
      email: "a@b.example",
      phone: "19991004500",
      amount: 99.9,
      description: "Fatura",
      dueDate: due,
      message: "Obrigado",
    };
    await client.createBoleto(boleto);
    await client.findLiveBoleto({ customId: "72501", createdSince: new Date(Date.now() - 86_400_000), amount: 99.9 });
    await client.registerWebhook(`http://127.0.0.1:${(receiver.address() as AddressInfo).port}/api/webhooks/efi?hmac=x`);

    const sent = recording.requests.filter((r) => r.upstream === "efi");
    expect(new Set(sent.map((r) => r.method))).toEqual(new Set(["POST", "PUT", "GET"]));
    expect(unlistedParameters(sent, rows)).toEqual([]);
  });
});
