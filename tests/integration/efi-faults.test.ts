import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { createEfiClient, type EfiClient } from "@/lib/vendors/efi";
import { UpstreamInvalidResponseError, UpstreamUnavailableError } from "@/lib/platform/upstream/errors";
import { DEMO_TXID_ATIVA, DEMO_TXID_CONCLUIDA } from "@/sandbox/efi";
import { startSandbox, type Route, type RunningSandbox } from "@/sandbox/http";
import { startEfiForTests, type EfiTestEnv } from "../support/efi-sandbox";
import { rejectionOf } from "../support/rejection";

const TIMEOUT_MS = 1000;
let env: EfiTestEnv;
let client: EfiClient;

beforeAll(async () => {
  env = await startEfiForTests();
  // Short enough to keep the hang tests quick, long enough for a loaded CI machine.
  client = createEfiClient(env.clientOptions({ timeoutMs: TIMEOUT_MS }));
  // Take the tokens first so the call counts below are about the calls themselves.
  await client.getPixCharge(DEMO_TXID_ATIVA);
  await client.createBoleto(boletoInput);
});
afterAll(() => env.close());
beforeEach(() => env.reset());

const pixInput = { invoiceId: 1, payerDocument: "52998224725", payerName: "Maria", amount: 10, description: "Fatura 1" };
const boletoInput = { ...pixInput, dueDate: "2099-01-10" };

async function failure(promise: Promise<unknown>): Promise<Error> {
  const error = await rejectionOf(promise);
  if (!(error instanceof Error)) throw new Error("expected a failure");
  return error;
}

describe("timeouts", () => {
  it("gives up on a hanging read after the timeout, having tried twice", async () => {
    env.setFault("GET /v2/cob/:txid", "hang");
    const started = Date.now();
    const error = await failure(client.getPixCharge(DEMO_TXID_ATIVA));
    expect(error).toBeInstanceOf(UpstreamUnavailableError);
    expect(error.message).toContain("tempo esgotado");
    expect(Date.now() - started).toBeGreaterThanOrEqual(2 * TIMEOUT_MS - 50);
    expect(Date.now() - started).toBeLessThan(4 * TIMEOUT_MS);
    expect(env.calls("GET", "/v2/cob/")).toHaveLength(2);
  });

  it("never repeats a hanging create", async () => {
    env.setFault("PUT /v2/cob/:txid", "hang");
    env.setFault("POST /v1/charge/one-step", "hang");
    expect(await failure(client.createPixCharge(pixInput))).toBeInstanceOf(UpstreamUnavailableError);
    expect(await failure(client.createBoleto(boletoInput))).toBeInstanceOf(UpstreamUnavailableError);
    expect(env.calls("PUT", "/v2/cob/")).toHaveLength(1);
    expect(env.calls("POST", "/v1/charge/one-step")).toHaveLength(1);
  });

  it("times out on added latency too", async () => {
    env.sandbox.setLatency(TIMEOUT_MS + 500);
    try {
      expect(await failure(client.getPixCharge(DEMO_TXID_ATIVA))).toBeInstanceOf(UpstreamUnavailableError);
    } finally {
      env.sandbox.setLatency(0);
    }
  });
});

describe("5xx", () => {
  it("retries a read once", async () => {
    env.setFault("GET /v2/cob/:txid", "500");
    expect(await failure(client.getPixCharge(DEMO_TXID_CONCLUIDA))).toBeInstanceOf(UpstreamUnavailableError);
    expect(env.calls("GET", "/v2/cob/").map((c) => c.status)).toEqual([500, 500]);
  });

  it("retries the QR code read (the payment link) but not the charge it belongs to", async () => {
    env.setFault("GET /v2/loc/:id/qrcode", "503");
    const created = await client.createPixCharge(pixInput);
    expect(await failure(client.pixLink(created.locationId))).toBeInstanceOf(UpstreamUnavailableError);
    expect(env.calls("PUT", "/v2/cob/")).toHaveLength(1);
    expect(env.calls("GET", "/v2/loc/")).toHaveLength(2);
  });

  it("never retries creates", async () => {
    env.setFault("PUT /v2/cob/:txid", "500");
    env.setFault("POST /v1/charge/one-step", "503");
    expect(await failure(client.createPixCharge(pixInput))).toBeInstanceOf(UpstreamUnavailableError);
    expect(await failure(client.createBoleto(boletoInput))).toBeInstanceOf(UpstreamUnavailableError);
    expect(env.calls("PUT")).toHaveLength(1);
    expect(env.calls("POST", "/v1/charge/one-step")).toHaveLength(1);
  });

  it("reports the token endpoint being down as unavailable", async () => {
    const fresh = createEfiClient(env.clientOptions({ timeoutMs: TIMEOUT_MS }));
    env.setFault("POST /oauth/token", "503");
    expect(await failure(fresh.getPixCharge(DEMO_TXID_ATIVA))).toBeInstanceOf(UpstreamUnavailableError);
    expect(env.calls("POST", "/oauth/token")).toHaveLength(2);
    expect(env.calls("GET")).toHaveLength(0);
  });
});

describe("malformed answers", () => {
  it("reports bad JSON as an invalid response of the body", async () => {
    env.setFault("GET /v2/cob/:txid", "badjson");
    const error = await failure(client.getPixCharge(DEMO_TXID_ATIVA));
    expect(error).toBeInstanceOf(UpstreamInvalidResponseError);
    expect((error as UpstreamInvalidResponseError).field).toBe("(corpo)");
    // Bad JSON is not a transient failure: no retry.
    expect(env.calls("GET", "/v2/cob/")).toHaveLength(1);
  });

  it("reports bad JSON on creates without repeating them", async () => {
    env.setFault("PUT /v2/cob/:txid", "badjson");
    env.setFault("POST /v1/charge/one-step", "badjson");
    expect(await failure(client.createPixCharge(pixInput))).toBeInstanceOf(UpstreamInvalidResponseError);
    expect(await failure(client.createBoleto(boletoInput))).toBeInstanceOf(UpstreamInvalidResponseError);
    expect(env.calls("PUT")).toHaveLength(1);
    expect(env.calls("POST", "/v1/charge/one-step")).toHaveLength(1);
  });

  it("names a missing field of a charge", async () => {
    const cob = env.sandbox.state().cobs.get(DEMO_TXID_CONCLUIDA)!;
    (cob as { valor?: unknown }).valor = undefined;
    const error = await failure(client.getPixCharge(DEMO_TXID_CONCLUIDA));
    expect(error).toBeInstanceOf(UpstreamInvalidResponseError);
    expect((error as UpstreamInvalidResponseError).field).toBe("valor");
  });

  it("names a missing field inside a payment", async () => {
    const cob = env.sandbox.state().cobs.get(DEMO_TXID_CONCLUIDA)!;
    (cob.pix[0] as { endToEndId?: string }).endToEndId = undefined;
    const error = await failure(client.getPixCharge(DEMO_TXID_CONCLUIDA));
    expect((error as UpstreamInvalidResponseError).field).toBe("pix.0.endToEndId");
  });
});

describe("against a gateway that answers oddly", () => {
  let fake: RunningSandbox;
  let flaky = 0;
  const token: Route["handler"] = () => ({ json: { access_token: "t", expires_in: 3600 } });
  const cob = {
    txid: DEMO_TXID_ATIVA,
    status: "ATIVA",
    calendario: { criacao: "2026-05-07T14:03:12.000Z", expiracao: 3600 },
    valor: { original: "10.00" },
    chave: "k",
    loc: { id: 7 },
    pixCopiaECola: "000201…",
  };

  beforeAll(async () => {
    fake = await startSandbox({
      name: "fake-efi",
      port: 0,
      routes: [
        { method: "POST", pattern: "/oauth/token", handler: token },
        { method: "POST", pattern: "/v1/authorize", handler: token },
        {
          // Fails once, then answers: the read's single retry recovers.
          method: "GET",
          pattern: "/v2/cob/:txid",
          handler: () => (flaky++ % 2 === 0 ? { status: 503, json: {} } : { json: cob }),
        },
        { method: "PUT", pattern: "/v2/cob/:txid", handler: () => ({ status: 201, json: cob }) },
        // A QR answer without its image.
        { method: "GET", pattern: "/v2/loc/:id/qrcode", handler: () => ({ json: { qrcode: "x", linkVisualizacao: "y" } }) },
        // A billet without its barcode.
        {
          method: "POST",
          pattern: "/v1/charge/one-step",
          handler: () => ({
            json: {
              code: 200,
              data: {
                charge_id: 1,
                total: 1000,
                status: "waiting",
                link: "l",
                billet_link: "b",
                pdf: { charge: "p" },
                expire_at: "2099-01-10",
                pix: { qrcode: "q", qrcode_image: "i" },
              },
            },
          }),
        },
      ],
    });
  });
  afterAll(() => fake.close());

  const fakeClient = () => createEfiClient({ ...env.clientOptions(), pixBaseUrl: fake.url, chargesBaseUrl: `${fake.url}/v1` });

  it("recovers a read with its single retry", async () => {
    const tx = await fakeClient().getPixCharge(DEMO_TXID_ATIVA);
    expect(tx.status).toBe("ATIVA");
    expect(fake.calls.filter((c) => c.method === "GET").map((c) => c.status)).toEqual([503, 200]);
  });

  it("names the QR code's missing image", async () => {
    const error = await failure(fakeClient().pixLink(7));
    expect(error).toBeInstanceOf(UpstreamInvalidResponseError);
    expect((error as UpstreamInvalidResponseError).field).toBe("imagemQrcode");
  });

  it("names the billet's missing barcode", async () => {
    const error = await failure(fakeClient().createBoleto(boletoInput));
    expect(error).toBeInstanceOf(UpstreamInvalidResponseError);
    expect((error as UpstreamInvalidResponseError).field).toBe("data.barcode");
  });
});
