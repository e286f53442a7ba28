import { and, eq } from "drizzle-orm";
import http from "node:http";
import type { AddressInfo } from "node:net";
import webpush from "web-push";
import { afterAll, beforeAll, beforeEach, expect, it, vi } from "vitest";
import { notificacaoCentral, payments, pushSubscriptions, rateLimits } from "@/lib/vendors/db/schema";
import { efi as efiClient } from "@/lib/vendors/efi";
import { recentOpenInvoice } from "@/lib/billing/invoices/recent";
import { generatePix } from "@/lib/billing/payments";
import type { PixView } from "@/lib/billing/payments/types";
import { sgp, type Invoice } from "@/lib/vendors/sgp";
import { DEMO_CUSTOMERS } from "@/sandbox/sgp/demo-customers";
import { describeEachDatabase, truncateAll } from "../support/db";
import { restorePushEnv, setPushEnv, startResolvedPushService, type ResolvedPushService } from "../support/push-service";
import { startUpstreamsForTests, type TestUpstreams } from "../support/upstreams";
import { eventually } from "../support/eventually";
import { storedSubscription } from "../support/push-keys";

/*
 * The PIX webhook and the dialog's poll over real HTTP: the Efí sandbox pays and calls the
 * webhook, the SGP sandbox settles the title, two instances of the route receive retries, and a
 * push service stand-in counts the pushes. Both database engines.
 */

const deferred = vi.hoisted(() => ({ tasks: [] as Promise<unknown>[] }));
vi.mock("next/server", () => ({ after: (task: () => Promise<unknown>) => void deferred.tasks.push(task()) }));
const route = await import("@/app/api/webhooks/efi/route");
const { watchCharge } = await import("@/lib/billing/confirmation/watch");
const { invoicesInProcessing } = await import("@/lib/billing/confirmation/processing");
const { pendingPayments, webhookUrlWithSecret } = await import("@/lib/billing/confirmation/pending");
const { loadOpenInvoices } = await import("@/lib/billing/invoices/load");
const { startPayment } = await import("@/lib/billing/payments/start");

const SECRET = "segredo-do-webhook-".padEnd(48, "x");
/** The secret SECRET replaced: accepted while EFI_WEBHOOK_SECRET_PREVIOUS names it (a rotation's overlap). */
const PREVIOUS = "segredo-anterior-".padEnd(48, "p");
const maria = DEMO_CUSTOMERS.maria.digits;
const joao = DEMO_CUSTOMERS.joao.digits;
let upstreams: TestUpstreams;
let pushService: ResolvedPushService;
let mariaOpen: Invoice;
const instances: { url: string; server: http.Server }[] = [];

/** One instance of the portal as far as the webhook goes: the route handler behind its own port. */
async function startInstance(): Promise<{ url: string; server: http.Server }> {
  const server = http.createServer(async (req, res) => {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const response = await route.POST(
      new Request(`http://127.0.0.1${req.url}`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: Buffer.concat(chunks),
      }),
    );
    res.writeHead(response.status, { "content-type": "application/json" }).end(await response.text());
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/webhooks/efi`, server };
}

beforeAll(async () => {
  upstreams = await startUpstreamsForTests({ linked: true, sgp: { settleMs: 300 }, efi: { webhookRetryDelaysMs: [50, 50, 50] } });
  pushService = await startResolvedPushService((_request, response) => void response.writeHead(201).end());
  const vapid = webpush.generateVAPIDKeys();
  setPushEnv({ ...pushService.env, VAPID_PUBLIC_KEY: vapid.publicKey, VAPID_PRIVATE_KEY: vapid.privateKey });
  process.env.EFI_WEBHOOK_SECRET = SECRET;
  process.env.EFI_WEBHOOK_SECRET_PREVIOUS = PREVIOUS;
  instances.push(await startInstance(), await startInstance());
  mariaOpen = (await sgp().listInvoices(maria, "open")).invoices[0]!;
});
afterAll(async () => {
  delete process.env.EFI_WEBHOOK_SECRET;
  delete process.env.EFI_WEBHOOK_SECRET_PREVIOUS;
  restorePushEnv();
  for (const { server } of instances) await new Promise((resolve) => server.close(resolve));
  await Promise.all([upstreams.close(), pushService.close()]);
});

async function mariaPix(): Promise<PixView> {
  const pix = await generatePix({ document: maria, invoiceId: mariaOpen.id });
  if (!pix.ok) throw new Error(pix.error);
  // The charge's link, asked for after the answer, is stored before the test goes on.
  await Promise.all(deferred.tasks.splice(0));
  return pix.data;
}

/**
 * Posts a notification as Efí does: to the registered URL string with "/pix" appended to its end
 * (`…/api/webhooks/efi?hmac=S&ignorar=` + "/pix"), unless `url` names another address.
 */
async function deliver(
  instance: number,
  body: unknown,
  secret = SECRET,
  url = `${webhookUrlWithSecret(instances[instance]!.url, secret)}/pix`,
): Promise<number> {
  const res = await fetch(url, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(body),
  });
  await res.arrayBuffer();
  return res.status;
}

type PaidCob = { pix: { endToEndId: string; txid: string; valor: string; horario: string }[] };

describeEachDatabase("payment confirmation", (getDb) => {
  const recorded = () => getDb().select().from(payments);
  const notifications = () => getDb().select().from(notificacaoCentral);

  beforeEach(async () => {
    await truncateAll(getDb());
    await upstreams.efi.reset();
    await upstreams.sgp.reset();
    pushService.received.length = 0;
    deferred.tasks = [];
    upstreams.efi.sandbox.webhooks.clear();
    await getDb()
      .insert(pushSubscriptions)
      .values(storedSubscription(maria, `${pushService.origin}/maria`));
  });

  it("forgets the open invoices a screen listed for the document once its payment is confirmed", async () => {
    await loadOpenInvoices(maria, { audience: "portal", limit: 13 });
    expect(await recentOpenInvoice(maria, mariaOpen.id)).toMatchObject({ id: mariaOpen.id });
    const pix = await mariaPix();
    const paid = (await (await upstreams.efi.pay(pix.txid)).json()) as PaidCob;
    expect(await deliver(0, { pix: paid.pix.map((p) => ({ ...p, chave: upstreams.efi.pixKey })) })).toBe(200);
    await Promise.all(deferred.tasks);
    expect(await recentOpenInvoice(maria, mariaOpen.id)).toBeUndefined();
  });

  it("records a webhook retried five times on two instances once, with one notification and one push", async () => {
    const pix = await mariaPix();
    const paid = (await (await upstreams.efi.pay(pix.txid)).json()) as PaidCob;
    const body = { pix: paid.pix.map((p) => ({ ...p, chave: upstreams.efi.pixKey })) };

    const statuses = await Promise.all(Array.from({ length: 10 }, (_, i) => deliver(i % 2, body)));
    await Promise.all(deferred.tasks);

    expect(statuses).toEqual(Array(10).fill(200));
    const rows = await recorded();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      endToEndId: paid.pix[0]!.endToEndId,
      txid: pix.txid,
      invoiceId: String(mariaOpen.id),
      clienteDocumento: maria,
      valor: 119.9,
      source: "webhook",
      settledAt: null,
    });
    const [notification] = await notifications();
    expect(await notifications()).toHaveLength(1);
    expect(notification).toMatchObject({ titulo: "Pagamento recebido", tipo: "success", clienteDocumento: maria });
    expect(notification!.mensagem).toContain(`fatura ${mariaOpen.documentNumber}`);
    expect(notification!.mensagem).toContain("R$\u00a0119,90");
    expect(rows[0]!.notificationId).toBe(notification!.id);
    expect(pushService.received).toHaveLength(1);
  });

  it("is called by the sandbox after a registered webhook and a payment, then settles with the SGP", async () => {
    await efiClient().registerWebhook(webhookUrlWithSecret(instances[0]!.url, SECRET));
    expect(upstreams.efi.sandbox.webhooks.get(upstreams.efi.pixKey)?.webhookUrl).toBe(`${instances[0]!.url}?hmac=${SECRET}&ignorar=`);
    expect(await efiClient().getWebhook()).toMatchObject({
      webhookUrl: `${instances[0]!.url}?hmac=${SECRET}&ignorar=`,
      chave: upstreams.efi.pixKey,
    });
    const pix = await mariaPix();
    expect((await watchCharge(maria, { txid: pix.txid }, new Date())).ok).toBe(true);
    expect(await invoicesInProcessing(maria, [mariaOpen.id])).toEqual(new Set());

    expect((await upstreams.efi.pay(pix.txid)).ok).toBe(true);
    await vi.waitFor(async () => expect(await recorded()).toHaveLength(1), { timeout: 3000 });
    await vi.waitFor(() => expect(deferred.tasks).toHaveLength(1), eventually);
    await Promise.all(deferred.tasks);
    expect(pushService.received).toHaveLength(1);

    // While the SGP still lists it open: in processing. Then the SGP settles it (300 ms here).
    expect(await invoicesInProcessing(maria, [mariaOpen.id])).toEqual(new Set([String(mariaOpen.id)]));
    await vi.waitFor(
      async () => expect((await sgp().listInvoices(maria, "open")).invoices.map((t) => t.id)).not.toContain(mariaOpen.id),
      eventually,
    );
    const paidNow = (await sgp().listInvoices(maria, "paid")).invoices.find((t) => t.id === mariaOpen.id);
    expect(paidNow).toMatchObject({ status: "pago", amountPaid: 119.9 });
    const stillOpen = (await sgp().listInvoices(maria, "open")).invoices.map((t) => t.id);
    expect(await invoicesInProcessing(maria, stillOpen)).toEqual(new Set());
    expect((await recorded())[0]!.settledAt).toBeInstanceOf(Date);
  });

  it("confirms through the open dialog's poll on the same path, only for the charge's own customer", async () => {
    const pix = await mariaPix();
    const txid = pix.txid;
    const look = (documento: string) => watchCharge(documento, { txid }, new Date());

    expect(await look(maria)).toEqual({ ok: true, data: { state: "waiting", link: expect.stringMatching(/^http:\/\/.+\/cob\/pagar\//) } });
    await upstreams.efi.pay(txid);
    expect(await look(joao)).toEqual({ ok: false, error: "Cobrança não encontrada para este acesso." });
    const confirmed = await look(maria);
    expect(confirmed).toMatchObject({ ok: true, data: { state: "confirmed", amount: "R$\u00a0119,90" } });
    if (!confirmed.ok || confirmed.data.state !== "confirmed") throw new Error("not confirmed");
    expect(confirmed.data.paidAt).toMatch(/^\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}$/);
    expect(confirmed.data.endToEndId).toMatch(/^E\d{8}\d{12}[A-Za-z0-9]{11}$/);

    // In processing: shown so by the one loader, and no second charge is made for it.
    expect((await loadOpenInvoices(maria, { audience: "portal", limit: 13 })).invoices.find((i) => i.id === mariaOpen.id)).toMatchObject({
      processing: true,
    });
    const cobsBefore = upstreams.efi.calls("PUT", "/v2/cob/").length;
    for (const kind of ["pix", "boleto"] as const) {
      expect(await startPayment(kind, { document: maria, audience: "public" }, { invoiceId: mariaOpen.id })).toEqual({
        ok: false,
        error: "Recebemos seu pagamento. A fatura aparece como paga assim que o sistema de cobrança o registrar.",
      });
    }
    expect(upstreams.efi.calls("PUT", "/v2/cob/")).toHaveLength(cobsBefore);

    // The webhook arriving later, and another poll, add nothing.
    const paid = (await upstreams.efi.sandbox.state().cobs.get(txid))!;
    expect(await deliver(1, { pix: paid.pix })).toBe(200);
    await look(maria);
    await Promise.all(deferred.tasks);
    expect(await recorded()).toHaveLength(1);
    expect((await recorded())[0]!.source).toBe("poll");
    expect(await notifications()).toHaveLength(1);
    expect(pushService.received).toHaveLength(1);

    // Past the document's limit of looks, the dialog is told to wait and the gateway is not asked.
    await getDb()
      .update(rateLimits)
      .set({ count: 240 })
      .where(and(eq(rateLimits.scope, "pix-watch:doc"), eq(rateLimits.key, maria)));
    const gatewayReads = upstreams.efi.calls("GET", `/v2/cob/${txid}`).length;
    expect(await look(maria)).toMatchObject({ ok: false, error: expect.stringContaining("Muitas solicitações") });
    expect(upstreams.efi.calls("GET", `/v2/cob/${txid}`)).toHaveLength(gatewayReads);

    const lines = await pendingPayments(1, new Date(Date.now() + 2 * 60_000));
    expect(lines).toEqual([expect.objectContaining({ invoiceId: String(mariaOpen.id), amount: "R$\u00a0119,90", txid })]);
    expect(JSON.stringify(lines)).not.toContain(maria);
    expect(await pendingPayments(5)).toEqual([]);
  });

  it("refuses a wrong secret however the suffix arrives, and acknowledges forged claims without recording them", async () => {
    const pix = await mariaPix();
    const txid = pix.txid;
    const claim = { endToEndId: "E18236120202611241200abcdefghijk", txid, valor: "119.90", horario: new Date().toISOString() };
    const cobReads = () => upstreams.efi.calls("GET", `/v2/cob/${txid}`).length;
    const base = instances[0]!.url;

    expect(await deliver(0, { pix: [claim] }, "segredo-errado".padEnd(48, "y"))).toBe(401);
    expect(await deliver(0, { pix: [claim] }, "")).toBe(401);
    expect(await deliver(0, { pix: [claim] }, SECRET, `${base}?hmac=${SECRET}x/pix`)).toBe(401);
    expect(await deliver(0, { pix: [claim] }, SECRET, `${base}/pix?hmac=${SECRET.slice(1)}`)).toBe(401);
    expect(await deliver(0, { pix: [claim] }, SECRET, `${base}?ignorar=/pix`)).toBe(401);
    expect(cobReads()).toBe(0);
    // The rotated-out secret still authenticates during the overlap (then the claim is checked as any other).
    expect(await deliver(0, { pix: [claim] }, PREVIOUS)).toBe(200);
    // Not paid at the gateway, or not the portal's: the claim alone proves nothing, and Efí is not asked to retry.
    expect(await deliver(0, { pix: [claim] })).toBe(200);
    expect(await deliver(1, { pix: [{ ...claim, txid: "NaoExisteNenhumaCobranca0000001" }] })).toBe(200);

    const paid = (await (await upstreams.efi.pay(txid)).json()) as PaidCob;
    const real = paid.pix[0]!;
    expect(await deliver(0, { pix: [{ ...real, valor: "1.00" }] })).toBe(200);
    expect(await deliver(0, { pix: [{ ...real, endToEndId: claim.endToEndId }] })).toBe(200);
    expect(await deliver(0, { pix: "nada" })).toBe(400);
    expect(await recorded()).toEqual([]);
    expect(await notifications()).toEqual([]);
    expect(pushService.received).toEqual([]);
  });

  it("takes the secret however the suffix arrives: the throwaway parameter, an old registration's ?hmac=S/pix, the path", async () => {
    const pix = await mariaPix();
    const paid = (await (await upstreams.efi.pay(pix.txid)).json()) as PaidCob;
    const body = { pix: paid.pix.map((p) => ({ ...p, chave: upstreams.efi.pixKey })) };
    const base = instances[0]!.url;
    expect(await deliver(0, body, SECRET, `${base}?hmac=${SECRET}/pix`)).toBe(200);
    expect(await deliver(0, body, SECRET, `${base}/pix?hmac=${SECRET}`)).toBe(200);
    expect(await deliver(0, body)).toBe(200);
    expect(await recorded()).toHaveLength(1);
  });

  it("acknowledges a mixed batch whole and records only the portal's payment", async () => {
    const pix = await mariaPix();
    const paid = (await (await upstreams.efi.pay(pix.txid)).json()) as PaidCob;
    const ours = { ...paid.pix[0]!, chave: upstreams.efi.pixKey };
    const horario = new Date().toISOString();
    const e2e = (n: number) => `E18236120202611241200abcdefghij${n}`;
    const batch = {
      pix: [
        { endToEndId: e2e(1), txid: "OutroSistemaQrEstatico0000000001", chave: upstreams.efi.pixKey, valor: "50.00", horario },
        { endToEndId: e2e(2), txid: "curto123", chave: upstreams.efi.pixKey, valor: "10.00", horario },
        { endToEndId: e2e(3), txid: "ComHorarioNulo000000000000000001", chave: upstreams.efi.pixKey, valor: "10.00", horario: null },
        {
          endToEndId: e2e(4),
          chave: upstreams.efi.pixKey,
          valor: "5.00",
          horario,
          infoPagador: "transferência",
          pagador: { cpf: "***.456.789-**", nome: "Fulano" },
        },
        ours,
      ],
    };
    expect(await deliver(0, batch)).toBe(200);
    await Promise.all(deferred.tasks);
    expect((await recorded()).map((row) => row.endToEndId)).toEqual([ours.endToEndId]);
    expect(await notifications()).toHaveLength(1);
    expect(pushService.received).toHaveLength(1);
    // Only the entry with a txid of the portal's format reached the gateway; the others were ignored on their own.
    expect(upstreams.efi.calls("GET", "/v2/cob/").map((c) => c.path)).not.toContain("/v2/cob/curto123");
  });

  it("answers 503 for a batch whose charge of the portal the gateway cannot confirm, then records it once on Efí's retry", async () => {
    const pix = await mariaPix();
    const paid = (await (await upstreams.efi.pay(pix.txid)).json()) as PaidCob;
    const horario = new Date().toISOString();
    const batch = {
      pix: [
        { endToEndId: "E18236120202611241200abcdefghijk", txid: "OutroSistemaQrEstatico0000000001", valor: "50.00", horario },
        ...paid.pix,
      ],
    };
    upstreams.efi.setFault("GET /v2/cob/:txid", "503");
    expect(await deliver(0, batch)).toBe(503);
    upstreams.efi.setFault("GET /v2/cob/:txid", null);
    expect(await deliver(0, batch)).toBe(200);
    expect(await deliver(1, batch)).toBe(200);
    expect(await recorded()).toHaveLength(1);
  });

  it("refuses a charge the payer paid with another amount", async () => {
    const pix = await mariaPix();
    const paid = (await (await upstreams.efi.pay(pix.txid, { valor: "1.00" })).json()) as PaidCob;
    expect(await deliver(0, { pix: paid.pix })).toBe(200);
    expect((await watchCharge(maria, { txid: pix.txid }, new Date())).ok).toBe(false);
    expect(await recorded()).toEqual([]);
  });

  it("is reached by the sandbox through a registration made before ?ignorar= (Efí calls ?hmac=S/pix)", async () => {
    await efiClient().registerWebhook(`${instances[1]!.url}?hmac=${SECRET}`);
    const pix = await mariaPix();
    expect((await upstreams.efi.pay(pix.txid)).ok).toBe(true);
    await vi.waitFor(async () => expect(await recorded()).toHaveLength(1), { timeout: 3000 });
    expect((await recorded())[0]!.source).toBe("webhook");
  });

  it("answers Efí's registration test notification, and 503 while the gateway cannot confirm", async () => {
    expect(await deliver(0, { evento: "teste_webhook" })).toBe(200);
    // A transfer straight to the key (no charge, no txid) is not the portal's: acknowledged, nothing recorded.
    expect(
      await deliver(0, { pix: [{ endToEndId: "E18236120202611241200abcdefghijk", valor: "5.00", horario: new Date().toISOString() }] }),
    ).toBe(200);
    expect(await recorded()).toEqual([]);
    const pix = await mariaPix();
    const paid = (await (await upstreams.efi.pay(pix.txid)).json()) as PaidCob;
    upstreams.efi.setFault("GET /v2/cob/:txid", "503");
    expect(await deliver(0, { pix: paid.pix })).toBe(503);
    upstreams.efi.setFault("GET /v2/cob/:txid", null);
    expect(await deliver(0, { pix: paid.pix })).toBe(200);
    expect(await recorded()).toHaveLength(1);
  });
});
