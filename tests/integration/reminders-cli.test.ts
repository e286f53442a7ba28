import { execFile } from "node:child_process";
import path from "node:path";
import { asc, eq } from "drizzle-orm";
import webpush from "web-push";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { invoiceReminders, notificacaoCentral, pushSubscriptions } from "@/lib/vendors/db/schema";
import { DEMO_CUSTOMERS } from "@/sandbox/sgp/demo-customers";
import { createTestDatabase, testDatabaseUrl, truncateAll, type TestDatabase } from "@/tests/support/db";
import { startResolvedPushService, type ResolvedPushService } from "@/tests/support/push-service";
import { PUSH_TLS_CERT } from "@/tests/support/push-tls";
import { startSgpForTests, type SgpTestSandbox } from "@/tests/support/sandboxes";

/*
 * `npm run reminders` as cron runs it: separate processes, the configuration from the
 * environment, the answer in the exit code and a summary with counts only.
 */

const BASE = new Date("2026-11-24T12:00:00-03:00");
const RUN_AT = "2026-12-01T10:00:00-03:00";
const { maria, empresa } = DEMO_CUSTOMERS;
const tsx = path.resolve("node_modules/.bin/tsx");

type Outcome = { code: number; stdout: string; stderr: string };

function reminders(args: string[], env: Record<string, string | undefined>): Promise<Outcome> {
  return new Promise((resolve) => {
    execFile(
      tsx,
      ["--conditions=react-server", "scripts/reminders.ts", ...args],
      { env: { ...process.env, ...env }, timeout: 60_000 },
      (error, stdout, stderr) => resolve({ code: error ? Number(error.code ?? 1) : 0, stdout, stderr }),
    );
  });
}

describe("npm run reminders", () => {
  it("refuses a malformed --at with exit code 1", async () => {
    const outcome = await reminders(["--at", "amanhã"], {});
    expect(outcome.code).toBe(1);
    expect(outcome.stderr).toContain("--at inválido");
  });

  it("sends nothing in quiet hours and exits 0", async () => {
    const outcome = await reminders(["--at", "2026-12-01T22:30:00-03:00"], { DATABASE_URL: "postgres://nobody@127.0.0.1:1/none" });
    expect(outcome).toMatchObject({ code: 0, stderr: "" });
    expect(outcome.stdout.trim()).toBe("Lembretes: fora do horário de envio (21h às 8h em São Paulo); nada enviado.");
  });
});

describe.runIf(testDatabaseUrl)("npm run reminders: two processes on one PostgreSQL [postgres]", () => {
  let database: TestDatabase;
  let sgp: SgpTestSandbox;
  let pushService: ResolvedPushService;
  let env: Record<string, string | undefined> = {};

  beforeAll(async () => {
    [database, sgp] = await Promise.all([createTestDatabase("postgres"), startSgpForTests({ now: () => BASE, latencyMs: 300 })]);
    pushService = await startResolvedPushService((_, response) => response.writeHead(201).end());
    const vapid = webpush.generateVAPIDKeys();
    env = {
      ...sgp.env,
      ...pushService.env,
      // Read by each process at start: the processes trust the push service's test certificate.
      NODE_EXTRA_CA_CERTS: PUSH_TLS_CERT,
      DATABASE_URL: database.url,
      VAPID_PUBLIC_KEY: vapid.publicKey,
      VAPID_PRIVATE_KEY: vapid.privateKey,
    };
  });
  afterAll(async () => {
    await Promise.all([database?.close(), sgp?.close(), pushService?.close()]);
  });
  beforeEach(async () => {
    await truncateAll(database.db);
    await sgp.reset();
    pushService.received.length = 0;
    const { publicKey } = webpush.generateVAPIDKeys();
    await database.db.insert(pushSubscriptions).values({
      clienteDocumento: maria.digits,
      endpoint: `${pushService.origin}/maria`,
      p256dh: publicKey,
      auth: Buffer.alloc(16, 7).toString("base64url"),
    });
    await database.db.insert(notificacaoCentral).values({ clienteDocumento: empresa.digits, titulo: "Bem-vindo", mensagem: "Olá" });
  });

  it("sends each reminder once, with one push, and both exit 0 with a summary free of personal data", async () => {
    const outcomes = await Promise.all([reminders(["--at", RUN_AT], env), reminders(["--at", RUN_AT], env)]);

    for (const outcome of outcomes) {
      expect(outcome, outcome.stderr).toMatchObject({ code: 0, stderr: "" });
      expect(outcome.stdout).toMatch(
        /^Lembretes: 2 de 2 assinante\(s\) verificados; [0-2] lembrete\(s\) enviado\(s\), [01] push, 0 e-mail\(s\); [0-2] já enviado\(s\) antes\.\n$/,
      );
      for (const secret of [maria.digits, empresa.digits, maria.name, "Maria"]) expect(outcome.stdout).not.toContain(secret);
    }
    const sent = outcomes.map((o) => Number(/(\d) lembrete/.exec(o.stdout)?.[1]));
    expect(sent[0]! + sent[1]!).toBe(2);

    const rows = await database.db
      .select({ documento: invoiceReminders.clienteDocumento, daysBefore: invoiceReminders.daysBefore, titulo: notificacaoCentral.titulo })
      .from(invoiceReminders)
      .innerJoin(notificacaoCentral, eq(notificacaoCentral.id, invoiceReminders.notificationId))
      .orderBy(asc(invoiceReminders.clienteDocumento));
    expect(rows).toEqual([
      { documento: empresa.digits, daysBefore: 0, titulo: "Sua fatura vence hoje" },
      { documento: maria.digits, daysBefore: 3, titulo: "Sua fatura vence em 3 dias" },
    ]);
    expect(await database.db.select().from(notificacaoCentral).where(eq(notificacaoCentral.categoria, "fatura"))).toHaveLength(2);
    expect(pushService.received.map((request) => request.path)).toEqual(["/maria"]);
  });

  it("exits 1 and says so when the SGP fails, recording nothing", async () => {
    await fetch(`${sgp.url}/__sandbox/faults`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ route: "POST /api/ura/titulos/", fault: "503" }),
    });
    const outcome = await reminders(["--at", RUN_AT], env);
    expect(outcome.code).toBe(1);
    expect(outcome.stderr).toContain("Falhas: 2 assinante(s) com o SGP indisponível, 0 não verificado(s), 0 lembrete(s) não gravado(s)");
    expect(await database.db.select().from(invoiceReminders)).toHaveLength(0);
  });
});
