import { execFile } from "node:child_process";
import http from "node:http";
import type { AddressInfo } from "node:net";
import path from "node:path";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { notificacaoCentral, payments, paymentSettlements, pixCharges } from "@/lib/vendors/db/schema";
import { createEfiClient } from "@/lib/vendors/efi";
import { createTestDatabase, testDatabaseUrl, type TestDatabase } from "@/tests/support/db";
import { startEfiForTests, type EfiTestEnv } from "@/tests/support/efi-sandbox";
import { startSgpForTests, type SgpTestSandbox } from "@/tests/support/sandboxes";

/*
 * The operator's payment commands as separate processes: `npm run payments:pending` reads the
 * database and prints masked lines, `npm run payments:settle` settles in the SGP what is due,
 * `npm run efi:webhook` registers the webhook with the secret.
 */

const tsx = path.resolve("node_modules/.bin/tsx");
type Outcome = { code: number; stdout: string; stderr: string };

function command(script: string, args: string[], env: Record<string, string | undefined>): Promise<Outcome> {
  return new Promise((resolve) => {
    execFile(
      tsx,
      ["--conditions=react-server", `scripts/${script}`, ...args],
      { env: { ...process.env, ...env }, timeout: 60_000 },
      (error, stdout, stderr) => resolve({ code: error ? Number(error.code ?? 1) : 0, stdout, stderr }),
    );
  });
}

const SECRET = "segredo-do-webhook-".padEnd(48, "z");

describe("npm run efi:webhook", () => {
  let efi: EfiTestEnv;
  beforeAll(async () => {
    efi = await startEfiForTests();
  });
  afterAll(() => efi.close());

  const env = () => ({
    EFI_PIX_URL: efi.pixBaseUrl,
    EFI_CHARGES_URL: efi.chargesBaseUrl,
    EFI_PIX_KEY: efi.pixKey,
    EFI_WEBHOOK_SECRET: SECRET,
  });

  it("refuses without --url, with a query string, or without the secret", async () => {
    expect((await command("efi-webhook.ts", [], env())).stderr).toContain("--url obrigatório");
    expect((await command("efi-webhook.ts", ["--url", "https://x.example/api/webhooks/efi?a=1"], env())).code).toBe(1);
    const noSecret = await command("efi-webhook.ts", ["--url", "https://x.example/api/webhooks/efi"], { ...env(), EFI_WEBHOOK_SECRET: "" });
    expect(noSecret).toMatchObject({ code: 1, stderr: expect.stringContaining("EFI_WEBHOOK_SECRET não configurado") });
    expect(efi.sandbox.webhooks.size).toBe(0);
  });

  it("registers the URL with the secret and the throwaway parameter, checks it back, and never prints the secret", async () => {
    const receiver = http.createServer((_req, res) => void res.writeHead(200).end());
    await new Promise<void>((resolve) => receiver.listen(0, "127.0.0.1", resolve));
    try {
      const url = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/api/webhooks/efi`;
      const outcome = await command("efi-webhook.ts", ["--url", url, "--skip-mtls"], env());
      expect(outcome).toMatchObject({ code: 0, stdout: expect.stringContaining("registrado e conferido") });
      expect(outcome.stdout + outcome.stderr).not.toContain(SECRET);
      expect(efi.sandbox.webhooks.get(efi.pixKey)?.webhookUrl).toBe(`${url}?hmac=${SECRET}&ignorar=`);
      expect(efi.calls("GET", "/v2/webhook/")).toHaveLength(1);
    } finally {
      await new Promise((resolve) => receiver.close(resolve));
      efi.sandbox.webhooks.clear();
    }
  });

  it("fails when the URL does not answer Efí's test notification, and registers nothing", async () => {
    const outcome = await command("efi-webhook.ts", ["--url", "http://127.0.0.1:1/api/webhooks/efi"], env());
    expect(outcome.code).toBe(1);
    expect(outcome.stderr).toContain("Webhook PIX não registrado");
    expect(efi.sandbox.webhooks.size).toBe(0);
  });
});

describe.runIf(testDatabaseUrl)("npm run payments:pending [postgres]", () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase("postgres");
    const hoursAgo = (h: number) => new Date(Date.now() - h * 3_600_000);
    await database.db.insert(payments).values([
      {
        endToEndId: "E1823612020261124100000000000001",
        txid: "A".repeat(32),
        invoiceId: "72515",
        clienteDocumento: "24843803480",
        valor: 99.9,
        paidAt: hoursAgo(2),
        confirmedAt: hoursAgo(2),
        source: "webhook",
      },
      {
        endToEndId: "E1823612020261124100000000000002",
        txid: "B".repeat(32),
        invoiceId: "72501",
        clienteDocumento: "52998224725",
        valor: 119.9,
        paidAt: hoursAgo(2),
        confirmedAt: hoursAgo(2),
        source: "poll",
        settledAt: hoursAgo(1),
      },
      {
        endToEndId: "E1823612020261124100000000000003",
        txid: "C".repeat(32),
        invoiceId: "72509",
        clienteDocumento: "11222333000181",
        valor: 429.8,
        paidAt: new Date(),
        source: "webhook",
      },
    ]);
  });
  afterAll(() => database.close());

  it("lists what needs the operator with the reason, the document masked, and exits 2 so cron can alert", async () => {
    const outcome = await command("payments-pending.ts", [], { DATABASE_URL: database.url });
    expect(outcome).toMatchObject({ code: 2, stderr: "" });
    const lines = outcome.stdout.trim().split("\n");
    expect(lines[0]).toBe("Pagamentos pendentes: 1 aguardando o operador ou confirmado(s) há mais de 60 minuto(s) sem baixa no SGP.");
    expect(lines).toHaveLength(3);
    expect(lines[1]).toContain("fatura 72515");
    expect(lines[1]).toContain("E1823612020261124100000000000001");
    expect(lines[2]).toBe("    motivo: o SGP ainda não mostra o título pago");
    expect(outcome.stdout).not.toContain("24843803480");
    expect(await command("payments-pending.ts", ["--minutes", "180"], { DATABASE_URL: database.url })).toMatchObject({
      code: 0,
      stdout: "Pagamentos pendentes: nenhum aguarda o operador nem está confirmado há mais de 180 minuto(s) sem baixa no SGP.\n",
    });
    expect((await command("payments-pending.ts", ["--minutes", "0"], { DATABASE_URL: database.url })).code).toBe(1);

    // A settlement waiting for the operator is listed at any age, with its reason.
    const [recent] = await database.db.select().from(payments).where(eq(payments.invoiceId, "72509"));
    await database.db.insert(paymentSettlements).values({ paymentId: recent!.id, state: "operator", reason: "título cancelado no SGP" });
    const withOperator = await command("payments-pending.ts", ["--minutes", "180"], { DATABASE_URL: database.url });
    expect(withOperator.code).toBe(2);
    expect(withOperator.stdout).toContain("fatura 72509");
    expect(withOperator.stdout).toContain("motivo: título cancelado no SGP");
  });
});

describe.runIf(testDatabaseUrl)("npm run payments:settle [postgres]", () => {
  let database: TestDatabase;
  let sgp: SgpTestSandbox;
  beforeAll(async () => {
    [database, sgp] = await Promise.all([createTestDatabase("postgres"), startSgpForTests({ settlement: "portal" })]);
    await database.db.insert(payments).values({
      endToEndId: "E1823612020261124100000000000009",
      txid: "D".repeat(32),
      invoiceId: "72501",
      clienteDocumento: "52998224725",
      valor: 119.9,
      paidAt: new Date(),
      source: "webhook",
    });
  });
  afterAll(() => Promise.all([database.close(), sgp.close()]));

  it("settles what is due in the SGP once, and does nothing in the sgp mode", async () => {
    const env = { DATABASE_URL: database.url, ...sgp.env };
    expect(await command("payments-settle.ts", [], { ...env, SGP_SETTLEMENT: "sgp" })).toMatchObject({
      code: 0,
      stdout: expect.stringContaining("nada a fazer"),
    });
    expect(sgp.data().baixas).toEqual([]);
    const first = await command("payments-settle.ts", [], { ...env, SGP_SETTLEMENT: "portal" });
    expect(first).toMatchObject({
      code: 0,
      stdout: "Baixas no SGP: 1 tentada(s), 1 concluída(s), 0 aguardando o operador, 0 para tentar de novo.\n",
    });
    expect(await command("payments-settle.ts", [], { ...env, SGP_SETTLEMENT: "portal" })).toMatchObject({
      code: 0,
      stdout: expect.stringContaining("0 tentada(s)"),
    });
    expect(sgp.data().baixas).toEqual([expect.objectContaining({ titulo: 72501, valor_pago: "119.90", forma_pagamento: "PIX" })]);
    const [payment] = await database.db.select().from(payments);
    expect(payment!.settledAt).toBeInstanceOf(Date);
  });
});

describe.runIf(testDatabaseUrl)("npm run payments:pending sweeps first [postgres]", () => {
  let database: TestDatabase;
  let efi: EfiTestEnv;
  beforeAll(async () => {
    [database, efi] = await Promise.all([createTestDatabase("postgres"), startEfiForTests()]);
  });
  afterAll(() => Promise.all([database.close(), efi.close()]));

  it("records a PIX paid while no webhook came, with its notification, before listing", async () => {
    /** A charge as the portal makes and keeps it (pix_charges). */
    const charge = async (invoiceId: string) => {
      const created = await createEfiClient(efi.clientOptions()).createPixCharge({
        invoiceId,
        payerDocument: "52998224725",
        payerName: "Maria Silva Santos",
        amount: 119.9,
        description: `Fatura ${invoiceId} - Internet`,
      });
      const { txid } = created.pix;
      await database.db.insert(pixCharges).values({
        cpfcnpj: "52998224725",
        invoiceId,
        txid,
        expiresAt: new Date(Date.now() + 3_600_000),
        pixData: created.pix,
        status: "ready",
      });
      return txid;
    };
    const txid = await charge("72501");
    expect((await efi.pay(txid)).ok).toBe(true);

    const env = { DATABASE_URL: database.url, EFI_PIX_URL: efi.pixBaseUrl, EFI_CHARGES_URL: efi.chargesBaseUrl, EFI_PIX_KEY: efi.pixKey };
    const outcome = await command("payments-pending.ts", [], env);
    expect(outcome).toMatchObject({ code: 0, stderr: "" });
    expect(outcome.stdout).toContain("Varredura no gateway: 1 pagamento(s) PIX que o webhook não trouxe registrado(s) agora.");
    expect(await database.db.select().from(payments)).toMatchObject([{ txid, source: "sweep", clienteDocumento: "52998224725" }]);
    expect(await database.db.select().from(notificacaoCentral)).toMatchObject([
      { titulo: "Pagamento recebido", clienteDocumento: "52998224725" },
    ]);

    // With a charge still unpaid and Efí down: the list still prints, and the exit status tells cron.
    await charge("72502");
    efi.setFault("GET /v2/cob", "503");
    const failed = await command("payments-pending.ts", [], env);
    expect(failed.code).toBe(1);
    expect(failed.stderr).toContain("Varredura no gateway: falha ao consultar as cobranças");
    expect(failed.stdout).toContain("Pagamentos pendentes: nenhum aguarda o operador");
  });
});
