import type { FloorFigures } from "./floor";
import type { LoadResult } from "./load";
import type { LighthouseResult } from "./lighthouse";
import { FLOOR_TARGETS } from "./targets";
import type { UpstreamCount } from "./upstream";

/** Issue 10's figure for a bare Next.js 16 page with one client component, gzipped: the floor when bench/floor was not measured. */
export const NEXT_FLOOR_KB = 135;

export type Budget = { budget: string; measured: string; holds: boolean };

export type RunFigures = {
  database: string;
  /** Load runs at SANDBOX_LATENCY_MS=0 and 200 (baseline included). */
  load: LoadResult[];
};

export type Figures = {
  runs: RunFigures[];
  upstream: UpstreamCount[];
  lighthouse: LighthouseResult[];
  dashboardRatio: number | null;
  /** The bare Next.js app of bench/floor; null when it could not be built or served. */
  floor: FloorFigures | null;
};

/** The JavaScript floor: what the bare page built ahead loaded, else issue 10's figure. */
export function jsFloorKb(f: Figures): number {
  return f.floor?.lighthouse.find((l) => l.page === FLOOR_TARGETS.built.name)?.jsKb ?? NEXT_FLOOR_KB;
}

const fmt = (value: number, digits = 0) => (Number.isFinite(value) ? value.toFixed(digits) : "-");

/** Every budget of issue 10 against the figures of one run of the suite. */
export function evaluateBudgets(f: Figures): Budget[] {
  const budgets: Budget[] = [];
  budgets.push({
    budget: "Dashboard server time at 200 ms ≤ 1.5 × one upstream call",
    measured: f.dashboardRatio === null ? "not measured" : `${fmt(f.dashboardRatio, 2)} ×`,
    holds: f.dashboardRatio !== null && f.dashboardRatio <= 1.5,
  });
  const duplicated = f.upstream.filter((u) => u.duplicateReads > 0);
  budgets.push({
    budget: "Each distinct upstream read at most once per page",
    measured: duplicated.length ? duplicated.map((u) => `${u.target}: ${u.duplicateReads} repeated`).join("; ") : "no repeated read",
    holds: duplicated.length === 0 && f.upstream.length > 0,
  });

  const pages = f.lighthouse;
  const lh = (label: string, ok: (l: LighthouseResult) => boolean, show: (l: LighthouseResult) => string) =>
    budgets.push({ budget: label, measured: pages.map((l) => `${l.page} ${show(l)}`).join(", "), holds: pages.length > 0 && pages.every(ok) });
  lh("Lighthouse performance ≥ 95", (l) => l.performance >= 95, (l) => fmt(l.performance));
  lh("Lighthouse accessibility = 100", (l) => l.accessibility === 100, (l) => fmt(l.accessibility));
  lh("Lighthouse best practices = 100", (l) => l.bestPractices === 100, (l) => fmt(l.bestPractices));
  lh("LCP < 2.0 s", (l) => l.lcpMs < 2000, (l) => `${fmt(l.lcpMs / 1000, 2)} s`);
  lh("CLS < 0.05", (l) => l.cls < 0.05, (l) => fmt(l.cls, 3));
  const publicPage = (l: LighthouseResult) => l.page === "/login" || l.page === "/verificar-fatura";
  const floorKb = jsFloorKb(f);
  lh(
    `JS gzipped: public pages ≤ ${fmt(floorKb)} + 25 KB, logged-in pages ≤ ${fmt(floorKb)} + 100 KB (floor: ${f.floor ? "bench/floor, measured" : "issue 10's figure"})`,
    (l) => l.jsKb <= floorKb + (publicPage(l) ? 25 : 100),
    (l) => `${fmt(l.jsKb)} KB`,
  );

  const primary = f.runs[0];
  const at0 = (name: string) => primary?.load.find((r) => r.latencyMs === 0 && r.target.startsWith(name));
  const base = at0("baseline");
  const ratio = (name: string) => (at0(name)?.rps ?? 0) / (base?.rps ?? Number.NaN);
  budgets.push({
    budget: `Throughput at latency 0 (${primary?.database ?? "-"}): /login ≥ 0.5 × baseline, dashboard ≥ 0.25 × baseline`,
    measured: `/login ${fmt(ratio("/login"), 2)} ×, dashboard ${fmt(ratio("/ (dashboard)"), 2)} ×`,
    holds: ratio("/login") >= 0.5 && ratio("/ (dashboard)") >= 0.25,
  });
  const all = f.runs.flatMap((r) => r.load);
  const failed = all.filter((r) => r.errors > 0);
  budgets.push({
    budget: "Zero errors in every run",
    measured: failed.length ? failed.map((r) => `${r.target} @${r.latencyMs} ms: ${r.errors} (${JSON.stringify(r.statuses)})`).join("; ") : `0 in ${all.length} runs`,
    holds: failed.length === 0 && all.length > 0,
  });
  for (const run of f.runs) {
    const limit = run.database.startsWith("PostgreSQL") ? 400 : 1024;
    const peak = Math.max(...run.load.map((r) => r.peakRssMb));
    budgets.push({ budget: `Server peak RSS with ${run.database} < ${limit} MB`, measured: `${fmt(peak)} MB`, holds: peak < limit });
  }
  return budgets;
}
