import type { Browser } from "@playwright/test";
import type { Fault } from "../../sandbox/http";
import { CUSTOMER_CACHE_MS } from "../../bench/lib/upstream";
import { DEFAULT_CIRCUIT_OPTIONS } from "../../lib/platform/upstream/circuit";
import type { SgpTestSandbox } from "../support/sandboxes";

/** Every route of the subscriber system the logged-in pages read. */
const SGP_READ_ROUTES = ["/api/ura/clientes/", "/api/ura/titulos/", "/api/ura/ordemservico/list/", "/api/os/ocorrencia/motivo/list/"];

/**
 * Logged-in pages: a text each shows when healthy and, where there is one, a text only data
 * from the SGP can produce (a page may still show that from its short cache). The trust-release
 * page reads only the database until the customer asks, so with the SGP down it renders whole.
 */
export const FAULT_PAGES: { path: string; healthy: RegExp; fromSgp?: RegExp; readsSgp: boolean }[] = [
  { path: "/", healthy: /Olá, Maria!/, fromSgp: /Fibra 500 Mega/, readsSgp: true },
  { path: "/invoices", healthy: /Gerar PIX/, fromSgp: /Gerar PIX/, readsSgp: true },
  { path: "/services", healthy: /Fibra 500 Mega/, fromSgp: /Fibra 500 Mega/, readsSgp: true },
  { path: "/support", healthy: /Minhas Solicitações/, readsSgp: true },
  { path: "/trust-release", healthy: /Liberação Imediata/, readsSgp: false },
];

/** What must never reach a customer's screen. */
const BROKEN = [/Application error/i, /Internal Server Error/i, /\bat [\w$.<>]+ \(.*:\d+:\d+\)/, /Unhandled Runtime Error/i];
/** An upstream failure answered the spec's way: a message, a way to retry, or the parts that did load. */
const EXPLAINED = /Tentar Novamente|indispon[ií]vel|Não foi possível|Erro ao carregar|tente novamente/i;

export type PageCheck = { path: string; ms: number; ok: boolean; why: string };
export type FaultResult = {
  fault: Fault;
  pages: PageCheck[];
  sgpCallsDuringFault: number;
  pageViewsDuringFault: number;
  recovered: boolean;
  recoveryMs: number;
};

async function setFaults(sgp: SgpTestSandbox, fault: Fault | null) {
  for (const route of SGP_READ_ROUTES) {
    const res = await fetch(`${sgp.url}/__sandbox/faults`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ route, fault }),
    });
    if (!res.ok) throw new Error(`falha ao configurar a falha ${fault} em ${route}`);
  }
}

const upstreamCalls = (sgp: SgpTestSandbox) => sgp.calls.filter((c) => !c.path.startsWith("/__sandbox")).length;

/**
 * One fault on every read route: each page, viewed twice (the second view is what a
 * customer pressing reload sees while the circuit is open), must explain itself; then the
 * subscriber system heals and, after the circuit's cool-down, every page is whole again.
 */
export async function runFault(options: {
  browser: Browser;
  baseURL: string;
  cookie: string;
  sgp: SgpTestSandbox;
  fault: Fault;
}): Promise<FaultResult> {
  const { browser, baseURL, sgp, fault } = options;
  const context = await browser.newContext({ baseURL });
  const [name, value] = options.cookie
    .split("; ")
    .find((c) => c.includes("session-token"))!
    .split(/=(.*)/s) as [string, string];
  await context.addCookies([{ name, value, url: baseURL }]);
  const page = await context.newPage();

  await sgp.reset();
  await setFaults(sgp, fault);
  // Past the app's 5 s customer cache, so every view really meets the fault.
  await new Promise((r) => setTimeout(r, CUSTOMER_CACHE_MS + 500));
  const before = upstreamCalls(sgp);
  const pages: PageCheck[] = [];
  for (let round = 0; round < 2; round++) {
    for (const target of FAULT_PAGES) {
      const started = Date.now();
      let why = "";
      try {
        await page.goto(target.path, { waitUntil: "load", timeout: 30_000 });
        await page.waitForLoadState("networkidle", { timeout: 15_000 }).catch(() => undefined);
        const text = await page.locator("body").innerText();
        const broken = BROKEN.find((pattern) => pattern.test(text));
        if (broken) why = `mostrou ${broken}`;
        else if (text.trim().length < 40) why = "página em branco";
        else if (!target.readsSgp && !target.healthy.test(text)) why = "não mostrou o conteúdo, que não depende do SGP";
        else if (target.readsSgp && !EXPLAINED.test(text) && !target.fromSgp?.test(text)) why = "nem mensagem de falha nem dados";
      } catch (error) {
        why = (error as Error).message.split("\n")[0]!;
      }
      pages.push({ path: `${target.path} (${round + 1}ª)`, ms: Date.now() - started, ok: why === "", why });
    }
  }
  const sgpCallsDuringFault = upstreamCalls(sgp) - before;

  await setFaults(sgp, null);
  const healed = Date.now();
  let recovered = false;
  // The circuit fails fast for its cool-down, then lets a probe through.
  const deadline = healed + DEFAULT_CIRCUIT_OPTIONS.coolDownMs + 20_000;
  while (!recovered && Date.now() < deadline) {
    recovered = true;
    for (const target of FAULT_PAGES) {
      await page.goto(target.path, { waitUntil: "load" }).catch(() => undefined);
      const text = await page
        .locator("body")
        .innerText()
        .catch(() => "");
      if (!target.healthy.test(text) || EXPLAINED.test(text)) recovered = false;
    }
    if (!recovered) await new Promise((r) => setTimeout(r, 1_000));
  }
  await context.close();
  return { fault, pages, sgpCallsDuringFault, pageViewsDuringFault: pages.length, recovered, recoveryMs: Date.now() - healed };
}
