import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { createEfiClient } from "@/lib/vendors/efi";
import { UpstreamRejectedError } from "@/lib/platform/upstream/errors";
import { DEMO_TXID_ATIVA, DEMO_TXID_CONCLUIDA } from "@/sandbox/efi";
import { startEfiForTests, type EfiTestEnv } from "../support/efi-sandbox";

let env: EfiTestEnv;

beforeAll(async () => {
  env = await startEfiForTests();
});
afterAll(() => env.close());
beforeEach(() => env.reset());

const boletoInput = {
  invoiceId: 1,
  payerDocument: "52998224725",
  payerName: "Maria Silva Santos",
  amount: 10,
  description: "Fatura",
  dueDate: "2099-01-10",
};

describe("OAuth2 client credentials", () => {
  it("rejects a wrong secret with the gateway's message and makes no further call", async () => {
    const client = createEfiClient(env.clientOptions({ clientSecret: "wrong" }));
    const error = await client.getPixCharge(DEMO_TXID_ATIVA).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(UpstreamRejectedError);
    expect(error).toMatchObject({ status: 401, serverMessage: "Invalid or inactive credentials" });
    expect(env.calls().map((c) => `${c.method} ${c.path} ${c.status}`)).toEqual(["POST /oauth/token 401"]);

    const boleto = await client.createBoleto(boletoInput).catch((e: unknown) => e);
    expect(boleto).toMatchObject({ status: 401, serverMessage: "Invalid or inactive credentials" });
    expect(env.calls("POST", "/v1/charge")).toHaveLength(0);
  });

  it("rejects an unknown client id", async () => {
    const client = createEfiClient(env.clientOptions({ clientId: "nobody" }));
    await expect(client.getPixCharge(DEMO_TXID_ATIVA)).rejects.toBeInstanceOf(UpstreamRejectedError);
  });

  it("asks for one token for several calls, concurrent ones included", async () => {
    const client = createEfiClient(env.clientOptions());
    await Promise.all([
      client.getPixCharge(DEMO_TXID_ATIVA),
      client.getPixCharge(DEMO_TXID_CONCLUIDA),
      client.getPixCharge(DEMO_TXID_ATIVA),
    ]);
    await client.getPixCharge(DEMO_TXID_CONCLUIDA);
    await client.createPixCharge({ invoiceId: 7, payerDocument: "52998224725", payerName: "Maria", amount: 10, description: "Fatura 7" });
    expect(env.calls("POST", "/oauth/token")).toHaveLength(1);
    expect(env.calls("GET", "/v2/cob/")).toHaveLength(4);
  });

  it("keeps separate tokens for the PIX and charges APIs", async () => {
    const client = createEfiClient(env.clientOptions());
    await client.getPixCharge(DEMO_TXID_ATIVA);
    await client.createBoleto(boletoInput);
    await client.createBoleto({ ...boletoInput, invoiceId: 2 });
    expect(env.calls("POST", "/oauth/token")).toHaveLength(1);
    expect(env.calls("POST", "/v1/authorize")).toHaveLength(1);
  });

  it("renews the token shortly before it expires", async () => {
    let clock = Date.now();
    const client = createEfiClient(env.clientOptions({ now: () => new Date(clock) }));
    await client.getPixCharge(DEMO_TXID_ATIVA);
    clock += 3500_000; // 3500 s of a 3600 s token: still good
    await client.getPixCharge(DEMO_TXID_ATIVA);
    expect(env.calls("POST", "/oauth/token")).toHaveLength(1);
    clock += 45_000; // within the last minute: renewed
    await client.getPixCharge(DEMO_TXID_ATIVA);
    expect(env.calls("POST", "/oauth/token")).toHaveLength(2);
  });

  it("renews the token once when a call answers 401, then repeats the call", async () => {
    const client = createEfiClient(env.clientOptions());
    await client.getPixCharge(DEMO_TXID_ATIVA);
    await client.createBoleto(boletoInput);
    await env.revokeTokens();
    await env.reset();

    const tx = await client.getPixCharge(DEMO_TXID_ATIVA);
    expect(tx.status).toBe("ATIVA");
    const boleto = await client.createBoleto(boletoInput);
    expect(boleto.chargeId).toBeGreaterThan(0);
    expect(env.calls().map((c) => `${c.method} ${c.path} ${c.status}`)).toEqual([
      `GET /v2/cob/${DEMO_TXID_ATIVA} 401`,
      "POST /oauth/token 200",
      `GET /v2/cob/${DEMO_TXID_ATIVA} 200`,
      "POST /v1/charge/one-step 401",
      "POST /v1/authorize 200",
      "POST /v1/charge/one-step 200",
    ]);
  });

  it("sends the credentials as HTTP Basic with a JSON client_credentials body", async () => {
    const seen: { authorization?: string; body?: unknown }[] = [];
    const { startSandbox } = await import("@/sandbox/http");
    const spy = await startSandbox({
      name: "spy",
      port: 0,
      routes: [
        {
          method: "POST",
          pattern: "/oauth/token",
          handler: (req) => {
            seen.push({ authorization: req.headers.authorization, body: req.body });
            return { json: { access_token: "t", expires_in: 3600 } };
          },
        },
        { method: "GET", pattern: "/v2/cob/:txid", handler: () => ({ status: 404, json: { nome: "x", mensagem: "y" } }) },
      ],
    });
    try {
      const client = createEfiClient({ ...env.clientOptions(), pixBaseUrl: spy.url });
      await client.getPixCharge(DEMO_TXID_ATIVA).catch(() => undefined);
      expect(seen).toEqual([
        {
          authorization: `Basic ${Buffer.from("demo-client:demo-secret").toString("base64")}`,
          body: { grant_type: "client_credentials" },
        },
      ]);
    } finally {
      await spy.close();
    }
  });
});
