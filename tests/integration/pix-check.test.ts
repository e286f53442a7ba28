import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, beforeEach, expect, it } from "vitest";
import { POST } from "@/app/api/pix/check/route";
import { LIMITS } from "@/lib/platform/rate-limit/limits";
import { DEMO_TXID_ATIVA, DEMO_TXID_CONCLUIDA } from "@/sandbox/efi";
import { describeEachDatabase, truncateAll } from "../support/db";
import { startEfiForTests, type EfiTestEnv } from "../support/efi-sandbox";

let efi: EfiTestEnv;

beforeAll(async () => {
  efi = await startEfiForTests();
  Object.assign(process.env, {
    EFI_PIX_URL: efi.pixBaseUrl,
    EFI_CHARGES_URL: efi.chargesBaseUrl,
    EFI_CLIENT_ID: "demo-client",
    EFI_CLIENT_SECRET: "demo-secret",
    EFI_PIX_KEY: efi.pixKey,
  });
});
afterAll(() => efi.close());

let nextIp = 1;
/** Each test speaks from its own address, so the limiter only matters where a test wants it. */
function check(body: unknown, ip = `203.0.113.${nextIp}`) {
  return POST(
    new Request("http://localhost/api/pix/check", {
      method: "POST",
      headers: { "content-type": "application/json", "x-forwarded-for": ip },
      body: typeof body === "string" ? body : JSON.stringify(body),
    }),
  );
}

describeEachDatabase("PIX check", (getDb) => {
  beforeEach(async () => {
    nextIp += 1;
    await truncateAll(getDb());
    await efi.reset();
  });

  it("shows a paid charge with its payment and the payer's name and CPF masked", async () => {
    const res = await check({ txid: DEMO_TXID_CONCLUIDA });
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toBe("no-store");
    const body = await res.json();
    expect(body).toMatchObject({
      success: true,
      message: "Transação encontrada",
      data: {
        status: "CONCLUIDA",
        txid: DEMO_TXID_CONCLUIDA,
        valor: { original: "99.90" },
        chave: efi.pixKey,
        devedor: { nome: "Maria S**** S*****", cpf: "529.***.***-25" },
        solicitacaoPagador: "Fatura 100234 - Internet Fibra 300 Mega",
      },
    });
    expect(body.data.pix).toHaveLength(1);
    expect(body.data.pix[0]).toMatchObject({ valor: "99.90", infoPagador: "Pagamento da fatura de internet" });
    expect(body.data.pix[0].endToEndId).toMatch(/^E\d{8}\d{12}[A-Za-z0-9]{11}$/);
    expect(body.data.pixCopiaECola).toMatch(/^000201/);
    expect(JSON.stringify(body)).not.toContain("52998224725");
    expect(JSON.stringify(body)).not.toContain("Maria Silva Santos");
  });

  it("shows an active charge without payments, and its payment once the payer pays", async () => {
    let body = await (await check({ txid: DEMO_TXID_ATIVA })).json();
    expect(body.data).toMatchObject({ status: "ATIVA", devedor: { nome: "João P****** L***", cpf: "111.***.***-35" }, pix: [] });
    expect((await efi.pay(DEMO_TXID_ATIVA)).ok).toBe(true);
    body = await (await check({ txid: DEMO_TXID_ATIVA })).json();
    expect(body.data.status).toBe("CONCLUIDA");
    expect(body.data.pix).toHaveLength(1);
  });

  it("answers 404 'Transação PIX não encontrada' for an unknown valid TXID", async () => {
    const res = await check({ txid: "NAOEXISTE0000000000000000000001" });
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ success: false, message: "Transação PIX não encontrada" });
  });

  it("validates the body again with the section 8 messages, before asking the gateway", async () => {
    const before = efi.calls("GET", "/v2/cob").length;
    const cases: [unknown, string][] = [
      [{}, "TXID é obrigatório e deve ser uma string"],
      [{ txid: 12345 }, "TXID é obrigatório e deve ser uma string"],
      [{ txid: "abc" }, "TXID deve ser uma string alfanumérica entre 26 e 35 caracteres"],
      [{ txid: "../../v2/cob?inicio=2020-01-01T00:00:00Z" }, "TXID deve ser uma string alfanumérica entre 26 e 35 caracteres"],
      ["not json", "Dados inválidos fornecidos"],
      [[DEMO_TXID_ATIVA], "Dados inválidos fornecidos"],
    ];
    for (const [body, message] of cases) {
      const res = await check(body);
      expect(res.status).toBe(400);
      expect(await res.json()).toEqual({ success: false, message });
    }
    expect(efi.calls("GET", "/v2/cob").length).toBe(before);
  });

  it("answers the screen's exception text when the gateway is down", async () => {
    efi.setFault("GET /v2/cob/:txid", "503");
    const res = await check({ txid: DEMO_TXID_CONCLUIDA });
    expect(res.status).toBe(502);
    expect(await res.json()).toEqual({ success: false, message: "Ocorreu um erro ao verificar a transação" });
  });

  it("tells a format refusal by the gateway from any other refusal", async () => {
    let refusal = { nome: "txid_invalido", mensagem: "O txid informado não é válido" };
    // A gateway stand-in that refuses every charge lookup with the refusal of the moment.
    const gateway = http.createServer((req, res) => {
      res.setHeader("content-type", "application/json");
      if (req.url === "/oauth/token") return res.end(JSON.stringify({ access_token: "t", expires_in: 3600 }));
      res.statusCode = 400;
      res.end(JSON.stringify(refusal));
    });
    await new Promise<void>((resolve) => gateway.listen(0, "127.0.0.1", resolve));
    process.env.EFI_PIX_URL = `http://127.0.0.1:${(gateway.address() as AddressInfo).port}`;
    try {
      expect(await (await check({ txid: DEMO_TXID_ATIVA })).json()).toEqual({
        success: false,
        message: "TXID inválido. Verifique se o formato está correto (26-35 caracteres alfanuméricos)",
      });
      refusal = { nome: "json_invalido", mensagem: "Valor não respeita o schema." };
      expect(await (await check({ txid: DEMO_TXID_ATIVA })).json()).toEqual({ success: false, message: "Dados inválidos fornecidos" });
    } finally {
      process.env.EFI_PIX_URL = efi.pixBaseUrl;
      await new Promise((resolve) => gateway.close(resolve));
    }
  });

  it("refuses a burst from one address with 429 and Retry-After, and not the others", async () => {
    const ip = "198.51.100.9";
    for (let i = 0; i < LIMITS.pixCheck.limit; i++) expect((await check({ txid: DEMO_TXID_ATIVA }, ip)).status).toBe(200);
    const refused = await check({ txid: DEMO_TXID_ATIVA }, ip);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
    expect((await refused.json()).message).toMatch(/^Muitas verificações em pouco tempo\./);
    expect((await check({ txid: DEMO_TXID_ATIVA }, "198.51.100.10")).status).toBe(200);
  });
});
