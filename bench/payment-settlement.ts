import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { performance } from "node:perf_hooks";
import { chromium, type Page } from "@playwright/test";
import { dashboardMessages as d } from "../lib/billing/invoices/messages";
import { paymentMessages as p } from "../lib/billing/payments/messages";
import { startSandboxes } from "../sandbox/main";
import type { SgpBaixa, SgpDataset, SgpTitulo } from "../sandbox/sgp/records";
import { DEMO_CONTRACTS, DEMO_CUSTOMERS, SGP_SANDBOX_DEFAULTS } from "../sandbox/sgp/demo-customers";
import { prepareDemoEnv } from "../scripts/demo-env";
import { registerDemoWebhook } from "../scripts/demo-webhook";
import { startPortal, waitForHealth } from "../scripts/portal-server";
import { chromiumArgs, findChromium } from "../tests/e2e/chromium";
import { freePort } from "./lib/ports";
import { median, percentile } from "./lib/stats";

/**
 * Time from a PIX payment at the gateway sandbox to the title settled in the SGP and to the
 * dashboard's 'Status Conta' showing the release (SGP_SETTLEMENT=portal, as the demo).
 *
 * Serves the production build (build it first) on a free port with a fresh embedded database and
 * the sandboxes on free ports, registers the webhook as the demo does, and logs in as João
 * (suspended for non-payment) in Chromium. Each run: João's contract is suspended again
 * (`contrato/status/edit`, status 4, reason 'Financeiro') with one overdue open title (his own the
 * first time, then a clone of it), /invoices generates its PIX, and the clock starts just before
 * the sandbox's pay call; it stops (1) when GET /sandbox/baixas lists the title and (2) when a load
 * of the dashboard shows 'Status Conta' online (loaded every 250 ms).
 *
 *   npx tsx bench/payment-settlement.ts      (BENCH_RUNS=20)
 *
 * Prints median and p95 and writes bench/out/payment-settlement.json. Measured, never asserted.
 */

const runs = Number(process.env.BENCH_RUNS ?? 20);
const customer = DEMO_CUSTOMERS.joao;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function until<T>(look: () => Promise<T | undefined>, timeoutMs: number): Promise<T> {
  const end = Date.now() + timeoutMs;
  for (;;) {
    const value = await look();
    if (value !== undefined) return value;
    if (Date.now() > end) throw new Error("tempo esgotado");
    await sleep(25);
  }
}

async function main() {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "cda-bench-settle-"));
  process.env.DATA_DIR = dataDir;
  process.env.LOG_LEVEL ??= "warn";
  process.env.SANDBOX_LATENCY_MS = "0";
  process.env.SANDBOX_SGP_PORT = String(await freePort());
  process.env.SANDBOX_EFI_PORT = String(await freePort());
  prepareDemoEnv();

  const sandboxes = await startSandboxes();
  const sgp = sandboxes.sgp.url;
  Object.assign(process.env, { SGP_URL: sgp, EFI_PIX_URL: sandboxes.efi.url, EFI_CHARGES_URL: `${sandboxes.efi.url}/v1` });
  const port = await freePort();
  const portalServer = await startPortal({ ports: [port], host: "127.0.0.1" });
  const portal = `http://127.0.0.1:${port}`;
  const browser = await chromium.launch({ executablePath: findChromium() ?? undefined, args: chromiumArgs });
  const operator = { app: SGP_SANDBOX_DEFAULTS.app, token: SGP_SANDBOX_DEFAULTS.token };
  try {
    await waitForHealth(portal, 120_000);
    await registerDemoWebhook(port);
    const page = await (await browser.newContext({ baseURL: portal, locale: "pt-BR", timezoneId: "America/Sao_Paulo" })).newPage();
    await page.goto("/login");
    await page.getByLabel("CPF/CNPJ").fill(customer.document);
    await page.getByLabel("Senha").fill(customer.password);
    await page.getByRole("button", { name: "Entrar" }).click();
    await page.waitForURL((url) => url.pathname === "/");

    const data = (await (await fetch(`${sgp}/__sandbox/sgp/state`)).json()) as SgpDataset;
    const owner = data.customers.find((cu) => cu.cpfcnpj === customer.document)!;
    const overdue = data.titulos
      .filter((t) => t.clienteId === owner.id && t.status === "aberto")
      .sort((a, b) => a.dataVencimento.localeCompare(b.dataVencimento))[0]!;
    const statusCard = (pg: Page) => pg.getByRole("group", { name: d.account.title });

    const toSettled: number[] = [];
    const toOnline: number[] = [];
    for (let run = 0; run < runs; run++) {
      const title =
        run === 0
          ? overdue
          : ((await (await fetch(`${sgp}/__sandbox/sgp/titulos/${overdue.id}/clone`, { method: "POST" })).json()) as SgpTitulo);
      await fetch(`${sgp}/api/ura/contrato/status/edit/`, {
        method: "POST",
        body: new URLSearchParams({ ...operator, contrato: String(DEMO_CONTRACTS.joao), status: "4", motivo: "1" }),
      });
      // The dashboard shows the suspension again before the run starts (the SGP client keeps a customer 5 s).
      await until(async () => {
        await page.goto("/");
        return (await statusCard(page).textContent())?.includes(d.account.attention) ? true : (await sleep(250), undefined);
      }, 30_000);
      await page.goto("/invoices");
      await page.locator(`#fatura-${title.numeroDocumento}`).getByRole("button", { name: p.generatePix }).click();
      const dialog = page.getByRole("dialog", { name: p.pixDialog.title });
      const download = await dialog.getByRole("link", { name: p.pixDialog.downloadQr }).getAttribute("download");
      const txid = /^pix-([A-Za-z0-9]+)\.png$/.exec(download ?? "")![1]!;

      const started = performance.now();
      const paid = await fetch(`${sandboxes.efi.url}/sandbox/pix/${txid}/pay`, { method: "POST" });
      if (!paid.ok) throw new Error(`pagamento no sandbox respondeu ${paid.status}`);
      const dashboard = await page.context().newPage();
      const [settledAt, onlineAt] = await Promise.all([
        until(async () => {
          const baixas = (await (await fetch(`${sgp}/sandbox/baixas`)).json()) as SgpBaixa[];
          return baixas.some((b) => b.titulo === title.id) ? performance.now() : undefined;
        }, 60_000),
        until(async () => {
          await dashboard.goto("/");
          if ((await statusCard(dashboard).textContent())?.includes(d.account.online)) return performance.now();
          await sleep(250);
          return undefined;
        }, 60_000),
      ]);
      await dashboard.close();
      toSettled.push(settledAt - started);
      toOnline.push(onlineAt - started);
      console.log(
        `run ${run + 1}/${runs}: baixa ${toSettled.at(-1)!.toFixed(0)} ms, 'Status Conta' online ${toOnline.at(-1)!.toFixed(0)} ms`,
      );
    }

    const summary = (values: number[]) => ({
      median: median(values),
      p95: percentile(values, 95),
      worst: Math.max(...values),
      all: values.map(Math.round),
    });
    const result = {
      date: new Date().toISOString(),
      machine: `${os.cpus().length} × ${os.cpus()[0]?.model ?? "?"}, ${Math.round(os.totalmem() / 2 ** 30)} GB, Node ${process.version}`,
      runs,
      msFromPaymentToSettlement: summary(toSettled),
      msFromPaymentToStatusOnline: summary(toOnline),
    };
    const out = path.join(import.meta.dirname, "out");
    fs.mkdirSync(out, { recursive: true });
    fs.writeFileSync(path.join(out, "payment-settlement.json"), `${JSON.stringify(result, null, 2)}\n`);
    const line = (name: string, s: ReturnType<typeof summary>) =>
      `${name}: median ${s.median.toFixed(0)} ms, p95 ${s.p95.toFixed(0)} ms, worst ${s.worst.toFixed(0)} ms`;
    console.log(`\n${runs} runs. ${line("pay → title settled in the SGP", result.msFromPaymentToSettlement)}`);
    console.log(line("pay → 'Status Conta' online", result.msFromPaymentToStatusOnline));
    console.log(`machine: ${result.machine}; written to bench/out/payment-settlement.json`);
  } finally {
    await browser.close();
    await portalServer.close();
    await sandboxes.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
