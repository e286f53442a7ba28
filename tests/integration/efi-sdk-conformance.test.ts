import http from "node:http";
import { createRequire } from "node:module";
import type { AddressInfo } from "node:net";
import path from "node:path";
import { pathToFileURL } from "node:url";
import EfiPay, {
  CreateOneStepChargeBodySchema,
  CreateOneStepChargeResponseSchema,
  DetailChargeResponseSchema,
  GetNotificationResponseSchema,
  ListChargesParamsSchema,
  ListChargesResponseSchema,
  PixConfigWebhookBodySchema,
  PixConfigWebhookResponseSchema,
  PixCreateChargeBodySchema,
  PixCreateChargeResponseSchema,
  PixDetailChargeResponseSchema,
  PixDetailWebhookResponseSchema,
  PixGenerateQRCodeResponseSchema,
  PixListChargesParamsSchema,
  PixListChargesResponseSchema,
} from "sdk-node-apis-efi";
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { addDaysToDateString, todayInBrazil } from "@/lib/shared/br/calendar";
import { webhookUrlWithSecret } from "@/lib/billing/confirmation/pending";
import { boletoChargeBody } from "@/lib/vendors/efi/boleto";
import { generateTxid } from "@/lib/vendors/efi/helpers";
import { pixChargeBody } from "@/lib/vendors/efi/pix";
import { startEfiForTests, type EfiTestEnv } from "../support/efi-sandbox";
import { eventually } from "../support/eventually";

/*
 * The Efí sandbox against a reference this project did not write: the official Node SDK
 * (sdk-node-apis-efi 2.x), its base URLs pointed at the sandbox, drives every call the portal
 * makes, and each answer must pass the SDK's own zod schema for it (the SDK exports them and does
 * not validate at runtime, README "Tipos e schemas"). The bodies the portal sends are checked
 * against the SDK's request schemas too. A schema that refuses an answer fails the test with the
 * path of the field.
 */

type SdkEndpoints = { APIS: Record<string, { URL: { PRODUCTION: string; SANDBOX: string } }> };

/**
 * The SDK picks its hosts from a module constant (src constants/endpoints, APIS.<api>.URL.SANDBOX
 * with `sandbox: true`) and takes no base URL option; the package's exports map hides the module,
 * so it is loaded by its file, the same module instance the SDK's own ESM entry imports.
 */
async function sdkEndpoints(): Promise<SdkEndpoints> {
  const cjsEntry = createRequire(import.meta.url).resolve("sdk-node-apis-efi");
  const file = path.join(path.dirname(cjsEntry), "..", "esm", "constants", "endpoints.js");
  return ((await import(pathToFileURL(file).href)) as { endpoints: SdkEndpoints }).endpoints;
}

let env: EfiTestEnv;
let sdk: EfiPay;
let endpoints: SdkEndpoints;
const savedHosts = new Map<string, string>();
let receiver: http.Server;
let receiverUrl: string;
const notifications: string[] = [];

beforeAll(async () => {
  env = await startEfiForTests({ webhookRetryDelaysMs: [20] });
  endpoints = await sdkEndpoints();
  // Two names for the one sandbox: the SDK keeps one token per base URL, and each API issues its own.
  const hosts = { PIX: env.url, DEFAULT: env.url.replace("127.0.0.1", "localhost") };
  for (const [api, host] of Object.entries(hosts)) {
    savedHosts.set(api, endpoints.APIS[api]!.URL.SANDBOX);
    endpoints.APIS[api]!.URL.SANDBOX = host;
  }
  sdk = new EfiPay({
    sandbox: true,
    client_id: "demo-client",
    client_secret: "demo-secret",
    // The PIX API needs a certificate option; over the sandbox's plain HTTP it is never presented.
    certificate: Buffer.from("certificado-de-teste").toString("base64"),
    cert_base64: true,
    validateMtls: false,
  });
  receiver = http.createServer(async (req, res) => {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    if (req.headers["content-type"] === "application/x-www-form-urlencoded") notifications.push(Buffer.concat(chunks).toString());
    res.writeHead(200).end();
  });
  await new Promise<void>((resolve) => receiver.listen(0, "127.0.0.1", resolve));
  receiverUrl = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/api/webhooks/efi`;
});
afterAll(async () => {
  for (const [api, host] of savedHosts) endpoints.APIS[api]!.URL.SANDBOX = host;
  await new Promise((resolve) => receiver.close(resolve));
  await env.close();
});
beforeEach(async () => {
  await env.reset();
  notifications.length = 0;
});

/** The SDK rejects with Efí's error body itself (httpClient normalizeError). */
const rejection = (call: Promise<unknown>) =>
  call.then(
    () => undefined,
    (error: unknown) => error,
  );
const lastStatus = () => env.sandbox.calls.at(-1)?.status;

const pixInput = (invoiceId: number) => ({
  invoiceId,
  payerDocument: "52998224725",
  payerName: "Maria Silva Santos",
  amount: 119.9,
  description: `Fatura ${invoiceId} - Internet Fibra 300 Mega`,
});

describe("PIX API through the official SDK", () => {
  it("create, detail (waiting and paid), QR code of the location, and the list with a paid item", async () => {
    const inicio = new Date(Date.now() - 1000).toISOString();
    const txid = generateTxid();
    const body = PixCreateChargeBodySchema.parse(pixChargeBody(pixInput(72501), env.pixKey));
    const created = PixCreateChargeResponseSchema.parse(await sdk.pixCreateCharge({ txid }, body));
    expect(created).toMatchObject({ txid, status: "ATIVA", valor: { original: "119.90" } });

    PixDetailChargeResponseSchema.parse(await sdk.pixDetailCharge({ txid }));
    const qrcode = PixGenerateQRCodeResponseSchema.parse(await sdk.pixGenerateQRCode({ id: created.loc.id }));
    expect(qrcode.qrcode).toBe(created.pixCopiaECola);

    await env.pay(txid);
    const paid = PixDetailChargeResponseSchema.parse(await sdk.pixDetailCharge({ txid }));
    expect(paid.status).toBe("CONCLUIDA");
    expect(paid.pix).toHaveLength(1);

    const other = generateTxid();
    await sdk.pixCreateCharge({ txid: other }, PixCreateChargeBodySchema.parse(pixChargeBody(pixInput(72502), env.pixKey)));
    const query = PixListChargesParamsSchema.parse({
      inicio,
      fim: new Date(Date.now() + 1000).toISOString(),
      "paginacao.paginaAtual": 0,
      "paginacao.itensPorPagina": 1000,
    });
    const list = PixListChargesResponseSchema.parse(await sdk.pixListCharges(query));
    expect(list.cobs.map((cob) => cob.txid)).toEqual([txid, other]);
    expect(list.cobs[0]!.pix?.[0]?.chave).toBe(env.pixKey);
    const onlyPaid = PixListChargesResponseSchema.parse(await sdk.pixListCharges({ ...query, status: "CONCLUIDA" }));
    expect(onlyPaid.cobs.map((cob) => cob.txid)).toEqual([txid]);
    expect(env.calls().length).toBeGreaterThan(0);
  });

  it("a duplicate txid is refused with 409, an unknown one is Efí's named not found, an unknown route Efí's 404", async () => {
    const txid = generateTxid();
    const body = PixCreateChargeBodySchema.parse(pixChargeBody(pixInput(72501), env.pixKey));
    await sdk.pixCreateCharge({ txid }, body);
    expect(await rejection(sdk.pixCreateCharge({ txid }, body))).toMatchObject({ nome: "txid_duplicado" });
    expect(lastStatus()).toBe(409);

    expect(await rejection(sdk.pixDetailCharge({ txid: generateTxid() }))).toMatchObject({ nome: "cobranca_nao_encontrada" });
    // A route the sandbox does not have (charges with a due date are not the portal's): Efí's 404 body.
    expect(await rejection(sdk.pixDetailDueCharge({ txid }))).toEqual({ nome: "nao_encontrado", mensagem: "Recurso não encontrado" });
    expect(lastStatus()).toBe(404);
  });

  it("webhook config with the URL the portal registers, and its detail", async () => {
    const webhookUrl = webhookUrlWithSecret(receiverUrl, "segredo-".padEnd(40, "s"));
    const body = PixConfigWebhookBodySchema.parse({ webhookUrl });
    PixConfigWebhookResponseSchema.parse(await sdk.pixConfigWebhook({ chave: env.pixKey }, body));
    const detail = PixDetailWebhookResponseSchema.parse(await sdk.pixDetailWebhook({ chave: env.pixKey }));
    expect(detail).toMatchObject({ webhookUrl, chave: env.pixKey });
  });
});

describe("charges API through the official SDK", () => {
  const boletoInput = (overrides: Partial<Parameters<typeof boletoChargeBody>[0]> = {}) => ({
    invoiceId: 72501,
    customId: "titulo-72501",
    payerDocument: "52998224725",
    payerName: "Maria Silva Santos",
    email: "maria@example.com",
    phone: "(11) 98765-4321",
    amount: 119.9,
    description: "Fatura 72501 - Internet Fibra 300 Mega",
    dueDate: addDaysToDateString(todayInBrazil(), 10),
    message: "Não receber após o vencimento",
    notificationUrl: `${receiverUrl}/charges`,
    ...overrides,
  });

  for (const boletoPix of [true, false]) {
    it(`one-step boleto ${boletoPix ? "with PIX" : "plain (no PIX)"}, its detail and the list, before and after it is paid`, async () => {
      await env.setBoletoPix(boletoPix);
      const body = CreateOneStepChargeBodySchema.parse(boletoChargeBody(boletoInput(), new Date()));
      const created = CreateOneStepChargeResponseSchema.parse(await sdk.createOneStepCharge(body));
      expect(created.data).toMatchObject({ payment: "banking_billet", status: "waiting", total: 11990 });
      expect("pix" in created.data).toBe(boletoPix);
      const id = created.data.charge_id;

      const detail = DetailChargeResponseSchema.parse(await sdk.detailCharge({ id }));
      expect(detail.data).toMatchObject({ notification_url: `${receiverUrl}/charges`, custom_id: "titulo-72501" });
      expect(detail.data.payment).toMatchObject({ method: "banking_billet", message: "Não receber após o vencimento" });

      const query = ListChargesParamsSchema.parse({
        charge_type: "billet",
        begin_date: todayInBrazil(),
        end_date: todayInBrazil(),
        custom_id: "titulo-72501",
      });
      const listed = ListChargesResponseSchema.parse(await sdk.listCharges(query));
      expect(listed.data.map((item) => item.id)).toEqual([id]);

      await env.payBoleto(id);
      DetailChargeResponseSchema.parse(await sdk.detailCharge({ id }));
      const paid = ListChargesResponseSchema.parse(await sdk.listCharges(query));
      expect(paid.data[0]).toMatchObject({ status: "paid", payment: { paid_value: 11990 } });

      await vi.waitFor(() => expect(notifications).toHaveLength(1), eventually);
      const token = new URLSearchParams(notifications[0]).get("notification")!;
      const notification = GetNotificationResponseSchema.parse(await sdk.getNotification({ token }));
      expect(notification.data.at(-1)).toMatchObject({
        status: { current: "paid", previous: "waiting" },
        value: 11990,
        identifiers: { charge_id: id },
      });
    });
  }

  it("a company's boleto: its detail shows corporate_name and cnpj as the SDK reads them", async () => {
    const body = CreateOneStepChargeBodySchema.parse(
      boletoChargeBody(boletoInput({ payerDocument: "11.222.333/0001-81", payerName: "Exemplo Telecom Ltda", phone: null }), new Date()),
    );
    const created = CreateOneStepChargeResponseSchema.parse(await sdk.createOneStepCharge(body));
    const detail = DetailChargeResponseSchema.parse(await sdk.detailCharge({ id: created.data.charge_id }));
    expect(detail.data.customer).toMatchObject({ cnpj: "11222333000181", corporate_name: "Exemplo Telecom Ltda" });
    const listed = ListChargesResponseSchema.parse(
      await sdk.listCharges({ charge_type: "billet", begin_date: todayInBrazil(), end_date: todayInBrazil() }),
    );
    expect(listed.data[0]!.customer).toMatchObject({ cnpj: "11222333000181", phone_number: null });
  });

  it("an unknown charge and an unknown token answer Efí's named errors, an unknown route its 404", async () => {
    expect(await rejection(sdk.detailCharge({ id: 1 }))).toMatchObject({ error: "charge_not_found" });
    expect(await rejection(sdk.getNotification({ token: "nenhum" }))).toMatchObject({ error: "notification_not_found" });
    expect(await rejection(sdk.detailCarnet({ id: 1 }))).toMatchObject({ code: 404, error: "not_found" });
    expect(lastStatus()).toBe(404);
  });
});
