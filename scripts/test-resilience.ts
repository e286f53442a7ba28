import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { chromium } from "@playwright/test";
import postgres from "postgres";
import { snapshotBuild } from "../bench/lib/stack";
import { credentialsLogin, login } from "../bench/lib/session";
import type { Fault } from "../sandbox/http";
import type { SgpDataset } from "../sandbox/sgp/dataset";
import { DEMO_CUSTOMERS } from "../sandbox/sgp/demo-customers";
import { chromiumArgs, findChromium } from "../tests/e2e/chromium";
import { startEfiForTests } from "../tests/support/efi-sandbox";
import { startSgpForTests } from "../tests/support/sandboxes";
import { crashDuringTrustRelease } from "../tests/resilience/crash";
import { runFault, type FaultResult } from "../tests/resilience/faults";
import { lostGatewayAnswers } from "../tests/resilience/lost-answers";
import { startOwnCluster } from "../tests/resilience/postgres-cluster";
import { renderResults, type SharedChecks, type SoakWritesCheck } from "../tests/resilience/report";
import { auditProduction, productionStartRefusal, runPlaywright, runVitest } from "../tests/resilience/safety";
import { soak, type Outage, type SoakResult } from "../tests/resilience/soak";
import { actionIds, freshDatabase, RESILIENCE_PORTS, startInstance, type Instance } from "../tests/resilience/stack";
import { payDuringSoak, settledOnce } from "../tests/resilience/settlements";
import { concurrentWrites } from "../tests/resilience/writes";

/**
 * `npm run test:resilience` (tests/resilience/README.md): two production instances on a PostgreSQL of the
 * suite's own, shared sessions and limits, concurrent writes, lost gateway answers, a crash
 * during a trust release, SGP faults in a browser, a soak with the database restarted in the
 * middle, hostile input, the production start refusal and the audit. Writes
 * tests/resilience/RESULTS.md and exits non-zero when an item fails.
 *
 *   RESILIENCE_SOAK_SECONDS (default 120), RESILIENCE_CONNECTIONS (per instance, default 50),
 *   RESILIENCE_PG_PORT (the suite's own PostgreSQL, default 55433),
 *   RESILIENCE_DB_DOWN_SECONDS (how long the database stays down in the soak, default 10),
 *   RESILIENCE_PAYMENTS (PIX payments made during the soak and settled in the SGP, default 20)
 */
const soakSeconds = Number(process.env.RESILIENCE_SOAK_SECONDS ?? 120);
const connections = Number(process.env.RESILIENCE_CONNECTIONS ?? 50);
const pgPort = Number(process.env.RESILIENCE_PG_PORT ?? 55_433);
const dbDownSeconds = Number(process.env.RESILIENCE_DB_DOWN_SECONDS ?? 10);
const soakPayments = Number(process.env.RESILIENCE_PAYMENTS ?? 20);
const AUTH_SECRET = "resilience-shared-secret-0123456789abcdef";
const FAULTS: Fault[] = ["503", "hang", "500", "badjson"];
const REFUSAL_PORT = 9199;

const work = path.join(os.tmpdir(), "cda-resilience");
const started = Date.now();
const step = (message: string) => console.log(`[${((Date.now() - started) / 1000).toFixed(0).padStart(4)} s] ${message}`);
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function sharedChecks(a: Instance, b: Instance): Promise<SharedChecks> {
  const cookie = await login(a.url, DEMO_CUSTOMERS.maria);
  const onB = await (await fetch(`${b.url}/`, { headers: { cookie } })).text();
  const sessionShared = onB.includes("Olá, Maria!");

  // Wrong passwords for one document alternate between the instances; the limit counts them all.
  const paula = DEMO_CUSTOMERS.paula;
  let attempts = 0;
  for (; attempts < 5; attempts++) {
    await loginAttempt((attempts % 2 ? b : a).url, paula.digits, "senha-errada");
  }
  const blockedAfter = !(await loginAttempt(b.url, paula.digits, paula.password));
  return { sessionShared, wrongAttempts: attempts, rateLimitShared: blockedAfter };
}

/** One credentials login from one address; true when it produced a session. */
async function loginAttempt(url: string, digits: string, password: string): Promise<boolean> {
  return (await credentialsLogin(url, { digits, password }, { "x-forwarded-for": "203.0.113.50" })) !== null;
}

async function main() {
  fs.mkdirSync(work, { recursive: true });
  const appDir = path.join(work, "app");
  step("build de produção copiada (sob o lock da build)");
  snapshotBuild(appDir);
  const action = actionIds(appDir);

  step(`PostgreSQL próprio da suíte na porta ${pgPort} (initdb, pg_ctl)`);
  const cluster = startOwnCluster({ dir: path.join(work, "postgres"), port: pgPort });
  // The instances settle paid titles themselves (SGP_SETTLEMENT=portal, as the demo); the SGP sandbox waits for them.
  const [sgp, efi] = await Promise.all([startSgpForTests({ settlement: "portal" }), startEfiForTests()]);
  const databaseUrl = await freshDatabase(cluster.url, "cda_resilience");
  const sql = postgres(databaseUrl, { max: 2, onnotice: () => undefined });
  let instances: Instance[] = [];
  const browser = await chromium.launch({ executablePath: findChromium() ?? undefined, args: chromiumArgs });
  let failed = false;
  try {
    // One after the other: the first one migrates the shared database.
    for (const port of RESILIENCE_PORTS) {
      step(`instância na porta ${port}`);
      instances.push(
        await startInstance({
          appDir,
          port,
          workDir: work,
          databaseUrl,
          authSecret: AUTH_SECRET,
          sgpUrl: sgp.url,
          efiUrl: efi.url,
          logFile: path.join(work, `instance-${port}.log`),
          env: { SGP_TIMEOUT_MS: "2000", EFI_TIMEOUT_MS: "3000", SGP_SETTLE_SWEEP_SECONDS: "5" },
        }),
      );
    }
    let [a, b] = instances as [Instance, Instance];

    step("sessão e limites compartilhados entre as instâncias");
    const shared = await sharedChecks(a, b);

    step("escritas concorrentes pelas duas instâncias");
    const cookies = {
      maria: await login(a.url, DEMO_CUSTOMERS.maria),
      joao: await login(b.url, DEMO_CUSTOMERS.joao),
      carlos: await login(a.url, DEMO_CUSTOMERS.carlos),
      empresa: await login(b.url, DEMO_CUSTOMERS.empresa),
    };
    const writes = await concurrentWrites({ instances, action, cookies, sql, sgp, efi });

    step("respostas do gateway perdidas depois de criar a cobrança");
    const lostAnswers = await lostGatewayAnswers({ instances, action, cookie: cookies.maria, sgp, efi });

    step("kill -9 durante uma liberação de confiança");
    const crash = await crashDuringTrustRelease({ instances, action, cookie: cookies.empresa, sql, sgp });
    instances = [crash.restarted, b];
    [a, b] = instances as [Instance, Instance];

    const faults: FaultResult[] = [];
    for (const fault of FAULTS) {
      step(`falha do SGP: ${fault}`);
      faults.push(await runFault({ browser, baseURL: a.url, cookie: cookies.maria, sgp, fault }));
    }
    await sgp.reset();

    step(
      `soak: ${connections * instances.length} clientes simulados por ${soakSeconds} s; o PostgreSQL para por ${dbDownSeconds} s no meio`,
    );
    // The concurrent writes used up Maria's suggestions and Carlos's tickets for the hour; the soak starts with fresh limits.
    await sql`delete from rate_limits`;
    const state = (await (await fetch(`${sgp.url}/__sandbox/sgp/state`)).json()) as SgpDataset;
    const joao = state.customers.find((c) => c.cpfcnpj === DEMO_CUSTOMERS.joao.document)!;
    const carlos = state.customers.find((c) => c.cpfcnpj === DEMO_CUSTOMERS.carlos.document)!;
    const outages: Outage[] = [];
    const run = String(Date.now());
    const soakOptions = {
      cookies: [cookies.maria, cookies.joao, cookies.carlos, cookies.empresa],
      joao: cookies.joao,
      maria: cookies.maria,
      carlos: cookies.carlos,
      action,
      joaoInvoiceId: state.titulos.find((t) => t.clienteId === joao.id && t.status === "aberto")!.id,
      ticketService: `${carlos.contratos[0]!.id}-${carlos.contratos[0]!.servicos[0]!.id}`,
      ticketMotive: "6",
      connections,
      seconds: soakSeconds,
      run,
      outages,
    };
    const restart = (async () => {
      await sleep((soakSeconds * 1000) / 3);
      const outage: Outage = { from: Date.now(), to: Infinity };
      outages.push(outage);
      cluster.stop();
      step("PostgreSQL parado");
      await sleep(dbDownSeconds * 1000);
      cluster.start();
      outage.to = Date.now();
      step("PostgreSQL de volta");
    })();
    const paying = payDuringSoak({ instances, action, cookie: cookies.maria, sgp, efi, count: soakPayments, seconds: soakSeconds });
    const soaks: SoakResult[] = await Promise.all(instances.map((instance) => soak({ ...soakOptions, url: instance.url })));
    await restart;
    const payments = await paying;
    const healthyAfter = (await Promise.all(instances.map((i) => fetch(`${i.url}/api/health`).then((r) => r.ok)))).every(Boolean);

    step("escritas confirmadas no soak: conferindo banco e SGP");
    const acknowledged = { suggestions: new Set<number>(), tickets: new Set<string>() };
    for (const s of soaks) {
      s.writes.suggestions.forEach((id) => acknowledged.suggestions.add(id));
      s.writes.tickets.forEach((protocolo) => acknowledged.tickets.add(protocolo));
    }
    const storedSuggestions = new Set(
      (await sql<{ id: number }[]>`select id from sugestaocentral where titulo like ${`Soak ${run} %`}`).map((r) => Number(r.id)),
    );
    const after = (await (await fetch(`${sgp.url}/__sandbox/sgp/state`)).json()) as SgpDataset;
    const openedTickets = new Set(after.orders.map((o) => o.ocorrencia));
    const soakWrites: SoakWritesCheck[] = [
      {
        name: "sugestões (Maria)",
        acknowledged: acknowledged.suggestions.size,
        lost: [...acknowledged.suggestions].filter((id) => !storedSuggestions.has(id)).length,
      },
      {
        name: "chamados (Carlos)",
        acknowledged: acknowledged.tickets.size,
        lost: [...acknowledged.tickets].filter((protocolo) => !openedTickets.has(protocolo)).length,
      },
    ];
    step("pagamentos do soak: cada um baixado uma vez no SGP");
    soakWrites.push(await settledOnce(sgp, payments, 90));

    step("entradas hostis, CSRF, respostas perdidas (Vitest) e acesso cruzado, XSS (navegador)");
    const chromiumPath = findChromium();
    const suites = [
      runVitest("entradas hostis e CSRF (PGlite e PostgreSQL)", [
        "tests/integration/hostile-input.test.ts",
        "tests/integration/csrf.test.ts",
        "tests/integration/payments-lost-answer.test.ts",
      ]),
      ...(chromiumPath
        ? [
            runPlaywright(
              "acesso de outro cliente e XSS armazenado (navegador)",
              ["tests/e2e/unauthorized-access.spec.ts", "tests/e2e/xss.spec.ts"],
              chromiumPath,
            ),
          ]
        : []),
    ];

    step("início em produção com os padrões da demonstração");
    const refusal = await productionStartRefusal(appDir, REFUSAL_PORT);
    step("npm audit --omit=dev");
    const audit = auditProduction();

    const report = renderResults({
      date: new Date(),
      shared,
      writes,
      lostAnswers,
      crash: crash.check,
      faults,
      soaks,
      soakWrites,
      healthyAfter,
      soakSeconds,
      dbDownSeconds,
      suites,
      refusal,
      audit,
    });
    fs.writeFileSync(path.join(import.meta.dirname, "..", "tests", "resilience", "RESULTS.md"), report.markdown);
    console.log(report.markdown);
    failed = !report.passed;
  } finally {
    await browser.close();
    await Promise.all(instances.map((i) => i.stop()));
    await sql.end({ timeout: 1 });
    await Promise.all([sgp.close(), efi.close()]);
    cluster.destroy();
  }
  step(failed ? "FALHOU: veja tests/resilience/RESULTS.md" : "ok");
  process.exit(failed ? 1 : 0);
}

await main();
