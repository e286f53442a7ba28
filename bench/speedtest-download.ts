import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { performance } from "node:perf_hooks";
import { chromium, type BrowserContext } from "playwright-core";
import { speedMessages as m } from "../lib/connection/messages";
import { mbps, SPEEDTEST } from "../lib/connection/speedtest/rules";
import { startEfiSandbox } from "../sandbox/efi/server";
import { startSgpSandbox } from "../sandbox/sgp/server";
import { DEMO_CUSTOMERS, type DemoCustomer } from "../sandbox/sgp/demo-customers";
import { prepareDemoEnv } from "../scripts/demo-env";
import { spawnServer, stopChild } from "../scripts/portal-server";
import { prepareStandalone, serverRuntimeEnv } from "../scripts/standalone.mjs";
import { chromiumArgs, findChromium } from "../tests/e2e/chromium";
import { freePort } from "./lib/ports";
import { median } from "./lib/stats";
import { barChart } from "./lib/svg";

/**
 * The speed test's download figure in a real browser against the loopback's capacity, in the same
 * run: Chromium (playwright-core), logged in as Maria, taps 'Iniciar teste' on /internet and the
 * figure it shows is read; a plain HTTP client (Node's fetch, streaming and counting the bytes as
 * the page does, logged in as Paula) downloads the same /api/speedtest/download. The two alternate
 * run by run. The server's CPU (utime + stime of its process, /proc/<pid>/stat) is read before and
 * after each: for the browser that is the whole test (pings, download, upload, the result saved),
 * for the plain client the download alone.
 *
 * Serves the production build (build it first) on a free port with a fresh embedded database and
 * the SGP and Efí sandboxes on free ports. The download route allows 20 downloads an hour per subscriber
 * (lib/platform/rate-limit/policies.ts), hence one subscriber per client and at most 20 runs.
 *
 *   npx tsx bench/speedtest-download.ts      (BENCH_RUNS=8)
 *
 * Prints the medians and the ratio, writes bench/out/speedtest-download.json and draws
 * bench/charts/speedtest-download.svg. Measured, never asserted.
 */

const runs = Math.min(Number(process.env.BENCH_RUNS ?? 8), 20);
const TICK_MS = 1000 / 100; // USER_HZ, 100 on Linux

function cpuMs(pid: number): number {
  // Fields after the command's closing parenthesis: utime and stime are the 12th and 13th.
  const stat = fs.readFileSync(`/proc/${pid}/stat`, "utf8");
  const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
  return (Number(fields[11]) + Number(fields[12])) * TICK_MS;
}

async function login(context: BrowserContext, customer: DemoCustomer) {
  const page = await context.newPage();
  await page.goto("/login");
  await page.getByLabel("CPF/CNPJ").fill(customer.document);
  await page.getByLabel("Senha").fill(customer.password);
  await page.getByRole("button", { name: "Entrar" }).click();
  await page.waitForURL((url) => url.pathname === "/");
  return page;
}

/** "1.234,5 Mbit/s" → 1234.5 */
const parseMbit = (text: string) => Number(text.replace(/[^\d,]/g, "").replace(",", "."));

async function main() {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "cda-bench-speed-"));
  process.env.DATA_DIR = dataDir;
  process.env.LOG_LEVEL ??= "warn";
  process.env.SANDBOX_LATENCY_MS = "0";
  process.env.SANDBOX_SGP_PORT = String(await freePort());
  process.env.SANDBOX_EFI_PORT = String(await freePort());
  prepareDemoEnv();

  // Not the mail sandbox: its ports are fixed (the browser tests' lock) and nothing here sends mail.
  const sgp = await startSgpSandbox({});
  const efi = await startEfiSandbox({ sgpUrl: sgp.url });
  Object.assign(process.env, { SGP_URL: sgp.url, EFI_PIX_URL: efi.url, EFI_CHARGES_URL: `${efi.url}/v1` });
  const port = await freePort();
  const portal = `http://127.0.0.1:${port}`;
  const appDir = prepareStandalone();
  const server = await spawnServer({
    appDir,
    env: { ...process.env, PORT: String(port), HOSTNAME: "127.0.0.1", ...serverRuntimeEnv(process.env, appDir) },
    url: portal,
  });
  const browser = await chromium.launch({ executablePath: findChromium() ?? undefined, args: chromiumArgs });
  try {
    const options = { baseURL: portal, locale: "pt-BR", timezoneId: "America/Sao_Paulo" };
    const page = await login(await browser.newContext(options), DEMO_CUSTOMERS.maria);
    const plainContext = await browser.newContext(options);
    await (await login(plainContext, DEMO_CUSTOMERS.paula)).close();
    const cookie = (await plainContext.cookies()).map((c) => `${c.name}=${c.value}`).join("; ");

    await page.goto("/internet");
    const section = page.getByRole("region", { name: m.title });
    const browserMbps: number[] = [];
    const browserCpuMs: number[] = [];
    const plainMbps: number[] = [];
    const plainCpuMs: number[] = [];
    for (let run = 0; run < runs; run++) {
      const before = cpuMs(server.pid!);
      await section.getByRole("button", { name: m.start }).click();
      await section.getByRole("status").filter({ hasText: m.done }).waitFor({ timeout: 120_000 });
      browserCpuMs.push(cpuMs(server.pid!) - before);
      browserMbps.push(parseMbit((await section.getByTestId("velocidade-download").first().textContent()) ?? ""));

      const cpuBefore = cpuMs(server.pid!);
      const start = performance.now();
      const response = await fetch(`${portal}/api/speedtest/download?bytes=${SPEEDTEST.downloadBytes}`, {
        headers: { cookie },
        cache: "no-store",
      });
      if (!response.ok) throw new Error(`download respondeu ${response.status}`);
      let bytes = 0;
      const reader = response.body!.getReader();
      for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read()) bytes += chunk.value.byteLength;
      plainMbps.push(mbps(bytes, performance.now() - start));
      plainCpuMs.push(cpuMs(server.pid!) - cpuBefore);
      console.log(
        `run ${run + 1}/${runs}: browser ${browserMbps.at(-1)!.toFixed(0)} Mbit/s (server CPU ${browserCpuMs.at(-1)!.toFixed(0)} ms for the test), ` +
          `plain client ${plainMbps.at(-1)!.toFixed(0)} Mbit/s (server CPU ${plainCpuMs.at(-1)!.toFixed(0)} ms for the download)`,
      );
    }

    const result = {
      date: new Date().toISOString(),
      machine: `${os.cpus().length} × ${os.cpus()[0]?.model ?? "?"}, ${Math.round(os.totalmem() / 2 ** 30)} GB, Node ${process.version}`,
      loadAverageAtEnd: os.loadavg().map((l) => Number(l.toFixed(2))),
      runs,
      downloadBytes: SPEEDTEST.downloadBytes,
      browserMbps: { median: median(browserMbps), all: browserMbps },
      plainClientMbps: { median: median(plainMbps), all: plainMbps.map((v) => Number(v.toFixed(1))) },
      ratioBrowserToPlain: median(browserMbps) / median(plainMbps),
      serverCpuMsPerBrowserTest: { median: median(browserCpuMs), all: browserCpuMs },
      serverCpuMsPerPlainDownload: { median: median(plainCpuMs), all: plainCpuMs },
    };
    const out = path.join(import.meta.dirname, "out");
    fs.mkdirSync(out, { recursive: true });
    fs.writeFileSync(path.join(out, "speedtest-download.json"), `${JSON.stringify(result, null, 2)}\n`);
    const chart = barChart({
      title: "Speed test download on loopback: Chromium's figure and a plain client's, run by run",
      unit: "Mbit/s",
      categories: browserMbps.map((_, i) => String(i + 1)),
      series: [
        { name: "Chromium ('Iniciar teste' on /internet)", values: browserMbps },
        { name: "Node fetch (same route)", values: plainMbps.map(Math.round) },
      ],
    });
    fs.writeFileSync(path.join(import.meta.dirname, "charts", "speedtest-download.svg"), chart);
    console.log(
      `\n${runs} runs. Browser ${result.browserMbps.median.toFixed(0)} Mbit/s, plain client ${result.plainClientMbps.median.toFixed(0)} Mbit/s: ` +
        `ratio ${result.ratioBrowserToPlain.toFixed(2)} (goal ≥ 0.5). Server CPU: ${result.serverCpuMsPerBrowserTest.median.toFixed(0)} ms per browser test, ` +
        `${result.serverCpuMsPerPlainDownload.median.toFixed(0)} ms per plain download. Load average ${result.loadAverageAtEnd.join(", ")}.`,
    );
  } finally {
    await browser.close();
    await stopChild(server);
    await Promise.all([sgp.close(), efi.close()]);
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
