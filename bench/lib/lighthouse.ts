import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { median } from "./stats";

export type LighthouseResult = {
  page: string;
  runs: number;
  performance: number;
  accessibility: number;
  bestPractices: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  /** Sum of the transfer sizes (gzipped, as served) of the scripts the page loaded. */
  jsKb: number;
  /** Audits below a full score in any run, to know what to fix. */
  failing: string[];
};

const CHROME_FLAGS = [
  "--headless",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
];

type NetworkItem = { resourceType?: string; transferSize?: number; url?: string };

/**
 * Lighthouse's default (mobile) preset, `runs` times per page; every figure is the median of the
 * runs. Logged-in pages send the session cookie. Each run has a Chromium of its own: in one
 * Chromium, every run of a signed-in page after the first ended on /login, though the cookie stayed
 * valid at the server (which browser state did it was not pinned down), and /login's figures were
 * reported as the dashboard's. A run that ends on another page than the one asked for stops the part.
 */
export async function runLighthouse(
  pages: { name: string; url: string | (() => Promise<string>); cookie?: string }[],
  runs: number,
): Promise<LighthouseResult[]> {
  const results: LighthouseResult[] = [];
  for (const page of pages) {
    const samples: Omit<LighthouseResult, "page" | "runs" | "failing">[] = [];
    const failing = new Set<string>();
    for (let i = 0; i < runs; i++) {
      const url = typeof page.url === "string" ? page.url : await page.url();
      const chrome = await chromeLauncher.launch({ chromePath: process.env.CHROME_PATH ?? "/usr/bin/chromium", chromeFlags: CHROME_FLAGS });
      const answer = await lighthouse(url, {
        port: chrome.port,
        output: "json",
        logLevel: "error",
        onlyCategories: ["performance", "accessibility", "best-practices"],
        extraHeaders: page.cookie ? { Cookie: page.cookie } : undefined,
      }).finally(() => chrome.kill());
      if (!answer) throw new Error(`Lighthouse não devolveu resultado para ${url}`);
      const measured = new URL(answer.lhr.finalDisplayedUrl);
      if (measured.pathname !== new URL(url).pathname)
        throw new Error(`Lighthouse mediu ${measured.pathname}${measured.search} em vez de ${url}`);
      const { categories, audits } = answer.lhr;
      const score = (id: string) => Math.round((categories[id]?.score ?? 0) * 100);
      const network = (audits["network-requests"]?.details as { items?: NetworkItem[] } | undefined)?.items ?? [];
      for (const category of ["accessibility", "best-practices"]) {
        for (const ref of categories[category]?.auditRefs ?? []) {
          const audit = audits[ref.id];
          if (ref.weight > 0 && audit && audit.score !== null && audit.score < 1) failing.add(`${category}: ${ref.id}`);
        }
      }
      samples.push({
        performance: score("performance"),
        accessibility: score("accessibility"),
        bestPractices: score("best-practices"),
        lcpMs: audits["largest-contentful-paint"]?.numericValue ?? Number.NaN,
        tbtMs: audits["total-blocking-time"]?.numericValue ?? Number.NaN,
        cls: audits["cumulative-layout-shift"]?.numericValue ?? Number.NaN,
        jsKb: network.filter((r) => r.resourceType === "Script").reduce((sum, r) => sum + (r.transferSize ?? 0), 0) / 1024,
      });
    }
    const pick = (key: keyof (typeof samples)[number]) => median(samples.map((s) => s[key]));
    results.push({
      page: page.name,
      runs,
      performance: pick("performance"),
      accessibility: pick("accessibility"),
      bestPractices: pick("bestPractices"),
      lcpMs: pick("lcpMs"),
      tbtMs: pick("tbtMs"),
      cls: pick("cls"),
      jsKb: pick("jsKb"),
      failing: [...failing],
    });
  }
  return results;
}
