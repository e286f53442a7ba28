import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, beforeEach, expect, it, vi } from "vitest";
import { createEfiClient, type EfiClient } from "@/lib/vendors/efi";
import { UpstreamRejectedError } from "@/lib/platform/upstream/errors";
import { startEfiForTests, type EfiTestEnv } from "../support/efi-sandbox";
import { startSgpForTests, type SgpTestSandbox } from "../support/sandboxes";
import { eventually } from "../support/eventually";

/*
 * The sandbox's side of a payment, over HTTP: the pay endpoint a bank app stands in for, the
 * webhook it calls (URL plus /pix, retried on failure), the registration with its test
 * notification, the list call, and the SGP sandbox settling the title.
 */

let efi: EfiTestEnv;
let sgp: SgpTestSandbox;
let client: EfiClient;
let receiver: http.Server;
let receiverUrl: string;
const received: { path: string; body: unknown }[] = [];
let failuresLeft = 0;

beforeAll(async () => {
  // Long enough that the title is still open when the webhook has arrived, even on a loaded machine.
  sgp = await startSgpForTests({ settleMs: 1000 });
  efi = await startEfiForTests({ sgpUrl: sgp.url, webhookRetryDelaysMs: [20, 20, 20] });
  client = createEfiClient(efi.clientOptions());
  receiver = http.createServer(async (req, res) => {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    received.push({ path: req.url ?? "", body: JSON.parse(Buffer.concat(chunks).toString() || "null") });
    const fail = failuresLeft > 0;
    if (fail) failuresLeft--;
    res.writeHead(fail ? 500 : 200).end();
  });
  await new Promise<void>((resolve) => receiver.listen(0, "127.0.0.1", resolve));
  receiverUrl = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/hook`;
});
afterAll(async () => {
  await new Promise((resolve) => receiver.close(resolve));
  await Promise.all([efi.close(), sgp.close()]);
});
beforeEach(async () => {
  await Promise.all([efi.reset(), sgp.reset()]);
  efi.sandbox.webhooks.clear();
  received.length = 0;
  failuresLeft = 0;
});

const charge = (invoiceId: number, valor = 119.9) =>
  client.createPixCharge({
    invoiceId,
    payerDocument: "52998224725",
    payerName: "Maria Silva Santos",
    amount: valor,
    description: "Fatura 1",
  });
const openTitle = () => sgp.data().titulos.find((t) => t.status === "aberto")!;
const payUrl = (txid: string) => `${efi.url}/sandbox/pix/${txid}/pay`;

it("pays a charge without auth, calls the registered URL string with /pix appended and settles the SGP title later", async () => {
  await client.registerWebhook(`${receiverUrl}?hmac=abc&ignorar=`);
  expect(received).toEqual([{ path: "/hook?hmac=abc&ignorar=", body: expect.objectContaining({ evento: "teste_webhook" }) }]);
  const title = openTitle();
  const { pix } = await charge(title.id, title.valorCorrigido);

  const waiting = async () => ((await (await fetch(`${efi.url}/sandbox/pix`)).json()) as { txid: string }[]).map((c) => c.txid);
  expect(await waiting()).toContain(pix.txid);
  const res = await fetch(payUrl(pix.txid), { method: "POST" });
  expect(res.status).toBe(200);
  expect(await waiting()).not.toContain(pix.txid);
  const cob = (await res.json()) as { status: string; pix: { endToEndId: string; valor: string }[] };
  expect(cob.status).toBe("CONCLUIDA");
  expect(cob.pix[0]!.endToEndId).toMatch(/^E18236120\d{12}[A-Za-z0-9]{11}$/);
  expect((await client.getPixCharge(pix.txid)).payments).toEqual([expect.objectContaining({ endToEndId: cob.pix[0]!.endToEndId })]);

  await vi.waitFor(() => expect(received).toHaveLength(2), eventually);
  // Appended to the end of the string, as Efí does: into the throwaway parameter, not the path.
  expect(received[1]).toEqual({
    path: "/hook?hmac=abc&ignorar=/pix",
    body: {
      pix: [
        expect.objectContaining({
          endToEndId: cob.pix[0]!.endToEndId,
          txid: pix.txid,
          chave: efi.pixKey,
          valor: pix.amount,
        }),
      ],
    },
  });
  expect(title.status).toBe("aberto");
  await vi.waitFor(() => expect(title).toMatchObject({ status: "pago", valorPago: title.valorCorrigido }), { timeout: 5000 });

  const again = await fetch(payUrl(pix.txid), { method: "POST" });
  expect(again.status).toBe(409);
});

it("appends /pix to a registration without the throwaway parameter too: glued to the secret, or to the path", async () => {
  for (const [registered, called] of [
    [`${receiverUrl}?hmac=abc`, "/hook?hmac=abc/pix"],
    [receiverUrl, "/hook/pix"],
    [`${receiverUrl}/`, "/hook//pix"],
  ] as const) {
    received.length = 0;
    await client.registerWebhook(registered);
    const { pix } = await charge(openTitle().id);
    await fetch(payUrl(pix.txid), { method: "POST" });
    await vi.waitFor(() => expect(received.map((r) => r.path)).toContain(called), eventually);
    await sgp.reset();
  }
});

it("retries the webhook after a failure, as Efí does, and refuses to register a URL that fails its test", async () => {
  failuresLeft = 1;
  await expect(client.registerWebhook(receiverUrl)).rejects.toBeInstanceOf(UpstreamRejectedError);
  expect(efi.sandbox.webhooks.size).toBe(0);
  await client.registerWebhook(receiverUrl);
  const { pix } = await charge(openTitle().id);
  failuresLeft = 2;
  await fetch(payUrl(pix.txid), { method: "POST" });
  await vi.waitFor(() => expect(received.filter((r) => r.path === "/hook/pix")).toHaveLength(3), eventually);
});

it("lists charges by period with the cpf and status filters, as {parametros, cobs}", async () => {
  const before = new Date(Date.now() - 1000).toISOString();
  const first = await charge(openTitle().id);
  await charge(999_001, 10);
  await fetch(payUrl(first.pix.txid), { method: "POST" });
  const token = (await (
    await fetch(`${efi.url}/oauth/token`, {
      method: "POST",
      headers: { authorization: `Basic ${Buffer.from("demo-client:demo-secret").toString("base64")}`, "content-type": "application/json" },
      body: JSON.stringify({ grant_type: "client_credentials" }),
    })
  ).json()) as { access_token: string };
  const list = async (query: string) => {
    const res = await fetch(`${efi.url}/v2/cob?${query}`, { headers: { authorization: `Bearer ${token.access_token}` } });
    return {
      status: res.status,
      body: (await res.json()) as {
        parametros: { paginacao: { quantidadeTotalDeItens: number } };
        cobs: { txid: string; status: string }[];
      },
    };
  };
  const fim = new Date(Date.now() + 1000).toISOString();
  const all = await list(`inicio=${before}&fim=${fim}`);
  expect(all.status).toBe(200);
  expect(all.body.cobs).toHaveLength(2);
  // A paid item names the key that received it, in the list only (the SDK's list schema has pix[].chave, the detail's does not).
  const listedPaid = all.body.cobs.find((c) => c.txid === first.pix.txid) as unknown as { pix: { chave?: string }[] };
  expect(listedPaid.pix[0]!.chave).toBe(efi.pixKey);
  const detail = (await (
    await fetch(`${efi.url}/v2/cob/${first.pix.txid}`, { headers: { authorization: `Bearer ${token.access_token}` } })
  ).json()) as { pix: object[] };
  expect(detail.pix[0]).not.toHaveProperty("chave");
  expect(all.body.parametros).toMatchObject({ inicio: before, fim, paginacao: { quantidadeTotalDeItens: 2 } });
  expect((await list(`inicio=${before}&fim=${fim}&status=CONCLUIDA`)).body.cobs.map((c) => c.txid)).toEqual([first.pix.txid]);
  expect((await list(`inicio=${before}&fim=${fim}&cpf=52998224725`)).body.cobs).toHaveLength(2);
  expect((await list(`inicio=${before}&fim=${fim}&cpf=11144477735`)).body.cobs).toHaveLength(0);
  expect((await list(`inicio=${before}&fim=${fim}&cnpj=11222333000181`)).body.cobs).toHaveLength(0);
  expect((await list(`fim=${fim}`)).status).toBe(400);
  expect((await fetch(`${efi.url}/v2/cob?inicio=${before}&fim=${fim}`)).status).toBe(401);
});
