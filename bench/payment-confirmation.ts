import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { performance } from "node:perf_hooks";
import { chromium } from "@playwright/test";
import { confirmationMessages as c } from "../lib/billing/confirmation/messages";
import { paymentMessages as p } from "../lib/billing/payments/messages";
import { startSandboxes } from "../sandbox/main";
import type { SgpDataset, SgpTitulo } from "../sandbox/sgp/dataset";
import { DEMO_CUSTOMERS } from "../sandbox/sgp/demo-customers";
import { prepareDemoEnv } from "../scripts/demo-env";
import { registerDemoWebhook } from "../scripts/demo-webhook";
import { startPortal, waitForHealth } from "../scripts/portal-server";
import { chromiumArgs, findChromium } from "../tests/e2e/chromium";
import { freePort } from "./lib/ports";
import { median } from "./lib/stats";

/**
 * Time from a PIX payment at the gateway sandbox to 'Pagamento confirmado' on screen.
 *
 * Serves the production build (build it first: `NODE_ENV=production npm run build`) on a free
 * port with a fresh embedded database and the sandboxes on free ports, registers the webhook as
 * the demo does, logs in as Paula in Chromium, and for each run: adds a new open invoice to the
 * SGP sandbox, opens /invoices, generates its PIX, then POSTs the sandbox's pay endpoint (as a
 * bank app would) and waits until the open dialog shows the confirmation. The clock starts just
 * before the pay request and stops when the confirmation is visible. The dialog watches every
 * 2 s during its first minute (components/billing/payments/use-payment-watch.ts); the webhook
 * records the payment meanwhile, so the figure is bounded by the next look.
 *
 *   npx tsx bench/payment-confirmation.ts      (BENCH_RUNS=20)
 *
 * Prints median and worst and writes bench/out/payment-confirmation.json. Measured, never asserted.
 */

const runs = Number(process.env.BENCH_RUNS ?? 20);
const customer = DEMO_CUSTOMERS.paula;

async function main() {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "cda-bench-pay-"));
  process.env.DATA_DIR = dataDir;
  process.env.LOG_LEVEL ??= "warn";
  process.env.SANDBOX_LATENCY_MS = "0";
  process.env.SANDBOX_SGP_PORT = String(await freePort());
  process.env.SANDBOX_EFI_PORT = String(await freePort());
  prepareDemoEnv();

  const sandboxes = await startSandboxes();
  Object.assign(process.env, { SGP_URL: sandboxes.sgp.url, EFI_PIX_URL: sandboxes.efi.url, EFI_CHARGES_URL: `${sandboxes.efi.url}/v1` });
  const port = await freePort();
  const portalServer = await startPortal({ ports: [port], host: "127.0.0.1" });
  const portal = `http://127.0.0.1:${port}`;
  const browser = await chromium.launch({ executablePath: findChromium() ?? undefined, args: chromiumArgs });
  try {
    await waitForHealth(portal, 120_000);
    await registerDemoWebhook(port);
    const page = await (await browser.newContext({ baseURL: portal, locale: "pt-BR", timezoneId: "America/Sao_Paulo" })).newPage();
    await page.goto("/login");
    await page.getByLabel("CPF/CNPJ").fill(customer.document);
    await page.getByLabel("Senha").fill(customer.password);
    await page.getByRole("button", { name: "Entrar" }).click();
    await page.waitForURL((url) => url.pathname === "/");

    const data = (await (await fetch(`${sandboxes.sgp.url}/__sandbox/sgp/state`)).json()) as SgpDataset;
    const owner = data.customers.find((cu) => cu.cpfcnpj === customer.document)!;
    const template = data.titulos.find((t) => t.clienteId === owner.id && t.status === "aberto")!;

    const times: number[] = [];
    for (let run = 0; run < runs; run++) {
      const title = (await (
        await fetch(`${sandboxes.sgp.url}/__sandbox/sgp/titulos/${template.id}/clone`, { method: "POST" })
      ).json()) as SgpTitulo;
      await page.goto("/invoices");
      const card = page.locator(`#fatura-${title.numeroDocumento}`);
      await card.getByRole("button", { name: p.generatePix }).click();
      const dialog = page.getByRole("dialog", { name: p.pixDialog.title });
      const download = await dialog.getByRole("link", { name: p.pixDialog.downloadQr }).getAttribute("download");
      const txid = /^pix-([A-Za-z0-9]+)\.png$/.exec(download ?? "")![1]!;

      const started = performance.now();
      const paid = await fetch(`${sandboxes.efi.url}/sandbox/pix/${txid}/pay`, { method: "POST" });
      if (!paid.ok) throw new Error(`pagamento no sandbox respondeu ${paid.status}`);
      const confirmed = page.getByRole("dialog", { name: c.confirmedTitle });
      await confirmed.waitFor({ state: "visible", timeout: 30_000 });
      times.push(performance.now() - started);
      await confirmed.getByRole("button", { name: "Fechar" }).click();
      console.log(`run ${run + 1}/${runs}: ${times.at(-1)!.toFixed(0)} ms`);
    }

    const result = {
      date: new Date().toISOString(),
      machine: `${os.cpus().length} × ${os.cpus()[0]?.model ?? "?"}, ${Math.round(os.totalmem() / 2 ** 30)} GB, Node ${process.version}`,
      runs,
      msFromPaymentToConfirmation: {
        median: median(times),
        worst: Math.max(...times),
        best: Math.min(...times),
        all: times.map(Math.round),
      },
    };
    const out = path.join(import.meta.dirname, "out");
    fs.mkdirSync(out, { recursive: true });
    fs.writeFileSync(path.join(out, "payment-confirmation.json"), `${JSON.stringify(result, null, 2)}\n`);
    console.log(
      `\nPayment to 'Pagamento confirmado' on screen, ${runs} runs: median ${result.msFromPaymentToConfirmation.median.toFixed(0)} ms, ` +
        `worst ${result.msFromPaymentToConfirmation.worst.toFixed(0)} ms, best ${result.msFromPaymentToConfirmation.best.toFixed(0)} ms`,
    );
    console.log(`machine: ${result.machine}; written to bench/out/payment-confirmation.json`);
  } finally {
    await browser.close();
    await portalServer.close();
    await sandboxes.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
