import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, beforeEach, expect, it, vi } from "vitest";
import { notificacaoCentral, payments } from "@/lib/vendors/db/schema";
import { generateBoleto } from "@/lib/billing/payments";
import { sgp, type Invoice } from "@/lib/vendors/sgp";
import { DEMO_CUSTOMERS } from "@/sandbox/sgp/demo-customers";
import { describeEachDatabase, truncateAll } from "../support/db";
import { startUpstreamsForTests, type TestUpstreams } from "../support/upstreams";

/*
 * Boletos confirmed over real HTTP: a boleto generated through the portal carries the charges
 * webhook as its notification_url, the Efí sandbox pays it and POSTs notification=<token> there,
 * and the route reads the token back from the gateway before recording anything. Both databases.
 */

const deferred = vi.hoisted(() => ({ tasks: [] as Promise<unknown>[] }));
vi.mock("next/server", () => ({ after: (task: () => Promise<unknown>) => void deferred.tasks.push(task()) }));
const route = await import("@/app/api/webhooks/efi/charges/route");
const { invoicesInProcessing } = await import("@/lib/billing/confirmation/processing");

const SECRET = "segredo-das-notificacoes-".padEnd(48, "y");
const joao = DEMO_CUSTOMERS.joao.digits;
let upstreams: TestUpstreams;
let server: http.Server;
let webhookUrl: string;
let joaoOpen: Invoice;

beforeAll(async () => {
  // One instance of the portal as far as the route goes, behind its own port.
  server = http.createServer(async (req, res) => {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const response = await route.POST(
      new Request(`http://127.0.0.1${req.url}`, {
        method: "POST",
        headers: { "content-type": req.headers["content-type"] ?? "" },
        body: Buffer.concat(chunks),
      }),
    );
    res.writeHead(response.status, { "content-type": "application/json" }).end(await response.text());
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  webhookUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/webhooks/efi/charges`;
  process.env.EFI_WEBHOOK_SECRET = SECRET;
  process.env.EFI_NOTIFICATION_URL = webhookUrl;
  upstreams = await startUpstreamsForTests({ efi: { webhookRetryDelaysMs: [50, 50] } });
  joaoOpen = (await sgp().listInvoices(joao, "open")).invoices[0]!;
});
afterAll(async () => {
  delete process.env.EFI_WEBHOOK_SECRET;
  delete process.env.EFI_NOTIFICATION_URL;
  await new Promise((resolve) => server.close(resolve));
  await upstreams.close();
});

async function post(body: string, { secret = SECRET, type = "application/x-www-form-urlencoded" } = {}): Promise<number> {
  const res = await fetch(`${webhookUrl}?hmac=${secret}`, { method: "POST", headers: { "content-type": type }, body });
  await res.arrayBuffer();
  return res.status;
}

describeEachDatabase("boleto confirmation", (getDb) => {
  const recorded = () => getDb().select().from(payments);
  const notifications = () => getDb().select().from(notificacaoCentral);

  beforeEach(async () => {
    await truncateAll(getDb());
    await upstreams.efi.reset();
    deferred.tasks = [];
  });

  async function joaoBoleto(): Promise<number> {
    const outcome = await generateBoleto({ document: joao, invoiceId: joaoOpen.id });
    if (!outcome.ok) throw new Error(outcome.error);
    return outcome.data.boleto.chargeId;
  }

  it("confirms a boleto paid at the sandbox, once, with the customer's notification", async () => {
    const chargeId = await joaoBoleto();
    expect(upstreams.efi.sandbox.state().charges.get(chargeId)?.notification_url).toBe(`${webhookUrl}?hmac=${SECRET}`);
    const before = (await notifications()).length;

    expect((await upstreams.efi.payBoleto(chargeId)).status).toBe(200);
    await vi.waitFor(async () => expect(await recorded()).toHaveLength(1), { timeout: 3000 });
    const key = `boleto-${chargeId}`;
    const [row] = await recorded();
    expect(row).toMatchObject({
      method: "boleto",
      source: "notification",
      endToEndId: key,
      txid: key,
      invoiceId: String(joaoOpen.id),
      clienteDocumento: joao,
      valor: joaoOpen.amountDue,
      settledAt: null,
    });
    const added = (await notifications()).slice(before);
    expect(added.filter((n) => n.titulo === "Pagamento recebido")).toHaveLength(1);
    const received = added.find((n) => n.titulo === "Pagamento recebido")!;
    expect(received.mensagem).toContain(`fatura ${joaoOpen.documentNumber} por boleto`);
    expect(row!.notificationId).toBe(received.id);
    expect(await invoicesInProcessing(joao, [joaoOpen.id])).toEqual(new Set([String(joaoOpen.id)]));

    // Efí sends the same token again: nothing twice.
    const token = upstreams.efi.sandbox.state().charges.get(chargeId)!.notificationToken!;
    expect(await post(`notification=${token}`)).toBe(200);
    expect(await post(JSON.stringify({ notification: token }), { type: "application/json" })).toBe(200);
    expect(await recorded()).toHaveLength(1);
    expect((await notifications()).filter((n) => n.titulo === "Pagamento recebido")).toHaveLength(1);
  });

  it("confirms nothing without the secret or with a token the gateway does not know", async () => {
    const chargeId = await joaoBoleto();
    // Paid at the gateway while its notifications reach no one.
    upstreams.efi.sandbox.state().charges.get(chargeId)!.notification_url = "http://127.0.0.1:9/";
    await upstreams.efi.payBoleto(chargeId);
    const token = upstreams.efi.sandbox.state().charges.get(chargeId)!.notificationToken!;

    expect(await post(`notification=${token}`, { secret: "errado" })).toBe(401);
    expect(await post(`notification=${token}`, { secret: "" })).toBe(401);
    expect(await post(`notification=${crypto.randomUUID()}`)).toBe(200);
    expect(await post("notification=../../charge/1")).toBe(400);
    expect(await post("")).toBe(400);
    expect(await post(`notification=${"a".repeat(20_000)}`)).toBe(413);
    expect(await recorded()).toHaveLength(0);

    // The gateway's own token with the secret: recorded.
    expect(await post(`notification=${token}`)).toBe(200);
    expect(await recorded()).toHaveLength(1);
  });
});
