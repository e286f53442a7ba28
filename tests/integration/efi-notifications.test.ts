import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { addDaysToDateString, todayInBrazil } from "@/lib/shared/br/calendar";
import { createEfiClient, type EfiClient } from "@/lib/vendors/efi";
import { UpstreamNotFoundError } from "@/lib/platform/upstream/errors";
import { startEfiForTests, type EfiTestEnv } from "../support/efi-sandbox";
import { startSgpForTests, type SgpTestSandbox } from "../support/sandboxes";
import { eventually } from "../support/eventually";

/*
 * The calls the settlement relies on, over real HTTP against the sandboxes: a boleto created with a
 * notification URL, paid at the sandbox like a bank would, the token Efí POSTs, the charge's history
 * read back with it; and the PIX charges of a period read over every page of GET /v2/cob.
 */

let efi: EfiTestEnv;
let sgp: SgpTestSandbox;
let client: EfiClient;
let receiver: http.Server;
let notifyUrl: string;
const received: { contentType: string | undefined; body: string }[] = [];

beforeAll(async () => {
  sgp = await startSgpForTests({ settleMs: 50 });
  efi = await startEfiForTests({ sgpUrl: sgp.url, webhookRetryDelaysMs: [20, 20], cobListMaxPerPage: 2 });
  client = createEfiClient(efi.clientOptions());
  receiver = http.createServer(async (req, res) => {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    received.push({ contentType: req.headers["content-type"], body: Buffer.concat(chunks).toString() });
    res.writeHead(200).end();
  });
  await new Promise<void>((resolve) => receiver.listen(0, "127.0.0.1", resolve));
  notifyUrl = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/api/webhooks/efi/charges`;
});
afterAll(async () => {
  await new Promise((resolve) => receiver.close(resolve));
  await Promise.all([efi.close(), sgp.close()]);
});
beforeEach(async () => {
  await Promise.all([efi.reset(), sgp.reset()]);
  received.length = 0;
});

const boleto = (invoiceId: number, extra: { notificationUrl?: string; amount?: number } = {}) =>
  client.createBoleto({
    invoiceId,
    customId: `titulo-${invoiceId}`,
    payerDocument: "52998224725",
    payerName: "Maria Silva Santos",
    amount: extra.amount ?? 119.9,
    description: `Fatura ${invoiceId}`,
    dueDate: addDaysToDateString(todayInBrazil(), 5),
    ...(extra.notificationUrl ? { notificationUrl: extra.notificationUrl } : {}),
  });

const payBoleto = async (chargeId: number, body?: { value?: number }) => {
  const res = await fetch(`${efi.url}/sandbox/boleto/${chargeId}/pay`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(body ?? {}),
  });
  return { status: res.status, json: (await res.json()) as Record<string, unknown> };
};

describe("a boleto paid at the sandbox", () => {
  it("sends metadata.notification_url, is listed as waiting, and once paid POSTs notification=<token> whose read tells the history", async () => {
    const title = sgp.data().titulos.find((t) => t.status === "aberto")!;
    const created = await boleto(title.id, { notificationUrl: notifyUrl, amount: title.valorCorrigido });
    const chargeId = created.chargeId;
    expect(efi.sandbox.state().charges.get(chargeId)).toMatchObject({ notification_url: notifyUrl, custom_id: `titulo-${title.id}` });

    const waiting = (await (await fetch(`${efi.url}/sandbox/boletos`)).json()) as { charge_id: number; total: number }[];
    expect(waiting[0]).toMatchObject({ charge_id: chargeId, total: Math.round(title.valorCorrigido * 100) });

    expect(await payBoleto(chargeId)).toMatchObject({ status: 200, json: { code: 200, data: { charge_id: chargeId, status: "paid" } } });
    expect(((await (await fetch(`${efi.url}/sandbox/boletos`)).json()) as { charge_id: number }[]).map((c) => c.charge_id)).not.toContain(
      chargeId,
    );

    await vi.waitFor(() => expect(received).toHaveLength(1), eventually);
    expect(received[0]!.contentType).toBe("application/x-www-form-urlencoded");
    const token = new URLSearchParams(received[0]!.body).get("notification");
    expect(token).toMatch(/^[0-9a-f-]{36}$/);

    const events = await client.getChargeNotification(token!);
    expect(events.map((e) => [e.status, e.previousStatus])).toEqual([
      ["new", null],
      ["waiting", "new"],
      ["paid", "waiting"],
    ]);
    expect(events.at(-1)).toMatchObject({
      chargeId,
      customId: `titulo-${title.id}`,
      paidValueCents: Math.round(title.valorCorrigido * 100),
      receivedByBankAt: todayInBrazil(),
    });
    expect(events.every((e) => !Number.isNaN(Date.parse(e.createdAt)) && e.createdAt.endsWith("Z"))).toBe(true);
    expect(events.slice(0, 2).every((e) => e.paidValueCents === null)).toBe(true);

    // The SGP sandbox hears of the paid title, as with PIX.
    await vi.waitFor(() => expect(title).toMatchObject({ status: "pago" }), eventually);
  });

  it("pays the value asked for, answers 409 for a boleto not payable and 404 for an unknown one", async () => {
    const created = await boleto(999_001, { notificationUrl: notifyUrl });
    const chargeId = created.chargeId;
    expect((await payBoleto(chargeId, { value: 100 })).status).toBe(200);
    expect(efi.sandbox.state().charges.get(chargeId)!.paid).toMatchObject({ value: 100 });
    expect((await payBoleto(chargeId)).status).toBe(409);
    expect((await payBoleto(123)).status).toBe(404);

    const expired = (await boleto(999_002)).chargeId;
    efi.sandbox.state().charges.get(expired)!.expire_at = addDaysToDateString(todayInBrazil(), -1);
    expect((await payBoleto(expired)).status).toBe(409);
    // Without a notification URL nothing is posted.
    await vi.waitFor(() => expect(received).toHaveLength(1), eventually);
    const events = await client.getChargeNotification(new URLSearchParams(received[0]!.body).get("notification")!);
    expect(events.at(-1)).toMatchObject({ status: "paid", paidValueCents: 100 });
  });

  it("answers Efí's not found for a token it never gave", async () => {
    await expect(client.getChargeNotification("00000000-0000-4000-8000-000000000000")).rejects.toBeInstanceOf(UpstreamNotFoundError);
  });
});

describe("listPixCharges", () => {
  const charge = (invoiceId: number) =>
    client.createPixCharge({
      invoiceId,
      payerDocument: "52998224725",
      payerName: "Maria Silva Santos",
      amount: 10,
      description: `Fatura ${invoiceId}`,
    });

  it("reads every page of the period, with the status filter, as the portal's PixCharge", async () => {
    const from = new Date(Date.now() - 1000);
    const created = [];
    for (const id of [1, 2, 3, 4, 5]) created.push((await charge(id)).pix.txid);
    await fetch(`${efi.url}/sandbox/pix/${created[1]}/pay`, { method: "POST" });
    await fetch(`${efi.url}/sandbox/pix/${created[3]}/pay`, { method: "POST" });
    const to = new Date(Date.now() + 1000);
    efi.sandbox.calls.length = 0;

    const all = await client.listPixCharges({ from, to });
    expect(all.map((c) => c.txid)).toEqual(created);
    // Two per page here (the sandbox's cap): three pages asked for, in order.
    expect(efi.calls("GET", "/v2/cob")).toHaveLength(3);

    const paid = await client.listPixCharges({ from, to, status: "CONCLUIDA" });
    expect(paid.map((c) => c.txid)).toEqual([created[1], created[3]]);
    expect(paid[0]).toMatchObject({ status: "CONCLUIDA", amount: "10.00", payments: [expect.objectContaining({ txid: created[1] })] });

    expect(await client.listPixCharges({ from: new Date(Date.now() + 60_000), to: new Date(Date.now() + 120_000) })).toEqual([]);
  });
});
