import { jsFloorKb, type Budget, type Figures } from "./budgets";
import { FLOOR_TARGETS } from "./targets";

const fmt = (value: number | undefined, digits = 0) => (value !== undefined && Number.isFinite(value) ? value.toFixed(digits) : "-");

function table(header: string[], rows: string[][]): string {
  return [`| ${header.join(" | ")} |`, `| ${header.map(() => "---").join(" | ")} |`, ...rows.map((r) => `| ${r.join(" | ")} |`)].join("\n");
}

/**
 * The run's figures as Markdown: the summary table (one row per target of the
 * primary database), the bare Next.js app, the other database, Lighthouse and the budgets.
 * Ratios (×base) are to the baseline /api/health of the same run; JavaScript to the floor.
 */
export function renderReport(f: Figures, budgets: Budget[], context: string): string {
  const [primary, ...others] = f.runs;
  const sections: string[] = [context];
  const floorKb = jsFloorKb(f);
  const base0 = primary?.load.find((r) => r.target.startsWith("baseline") && r.latencyMs === 0);
  if (primary) {
    const find = (target: string, latency: number) => primary.load.find((r) => r.target === target && r.latencyMs === latency);
    const base200 = primary.load.find((r) => r.target.startsWith("baseline") && r.latencyMs === 200);
    const targets = [...new Set(primary.load.map((r) => r.target))];
    const rows = targets.map((target) => {
      const a = find(target, 0);
      const b = find(target, 200);
      const up = f.upstream.find((u) => u.target === target);
      const lh = f.lighthouse.find((l) => target.startsWith(l.page));
      return [
        target,
        fmt(a?.rps),
        fmt((a?.rps ?? NaN) / (base0?.rps ?? NaN), 2),
        `${fmt(a?.p50)} / ${fmt(a?.p95)} / ${fmt(a?.p99)}`,
        fmt(a?.errors),
        fmt(b?.rps),
        fmt((b?.rps ?? NaN) / (base200?.rps ?? NaN), 2),
        `${fmt(b?.p50)} / ${fmt(b?.p95)} / ${fmt(b?.p99)}`,
        fmt(b?.errors),
        up ? `${up.sgp} / ${up.efi}${up.duplicateReads ? ` (${up.duplicateReads} dup)` : ""}` : "-",
        lh ? `${fmt(lh.performance)} / ${fmt(lh.accessibility)} / ${fmt(lh.bestPractices)}` : "-",
        lh ? `${fmt(lh.lcpMs)} / ${fmt(lh.tbtMs)} / ${fmt(lh.cls, 3)}` : "-",
        lh ? `${fmt(lh.jsKb)} (+${fmt(lh.jsKb - floorKb)})` : "-",
      ];
    });
    sections.push(
      `### Summary (${primary.database}; load: ${primary.load[0]?.connections} connections, ${primary.load[0]?.seconds} s per run)`,
      table(
        [
          "target",
          "req/s @0",
          "×base",
          "p50/p95/p99 ms @0",
          "err",
          "req/s @200",
          "×base",
          "p50/p95/p99 ms @200",
          "err",
          "SGP / Efí calls",
          "LH perf / a11y / bp",
          "LCP / TBT ms / CLS",
          `JS KB gz (vs ${fmt(floorKb)} floor)`,
        ],
        rows,
      ),
      `Peak server RSS over these runs: ${fmt(Math.max(...primary.load.map((r) => r.peakRssMb)))} MB. ` +
        `Dashboard server time at 200 ms: ${f.dashboardRatio === null ? "not measured" : `${fmt(f.dashboardRatio, 2)} × one upstream call`} (bench/dashboard.ts).`,
    );
  }
  if (f.floor && primary) {
    const dashboard = primary.load.find((r) => r.target === "/ (dashboard)" && r.latencyMs === 0);
    const perRequest = f.floor.load.find((r) => r.target === FLOOR_TARGETS.perRequest.name);
    sections.push(
      "### Bare Next.js app (bench/floor), same load, served before the portal",
      table(
        ["target", "req/s", "×base (portal's /api/health)", "p50/p95/p99 ms", "err", "LH perf", "LCP / TBT ms", "JS KB gz"],
        f.floor.load.map((r) => {
          const lh = f.floor?.lighthouse.find((l) => l.page === r.target);
          return [
            r.target,
            fmt(r.rps),
            fmt(r.rps / (base0?.rps ?? NaN), 2),
            `${fmt(r.p50)} / ${fmt(r.p95)} / ${fmt(r.p99)}`,
            fmt(r.errors),
            lh ? fmt(lh.performance) : "-",
            lh ? `${fmt(lh.lcpMs)} / ${fmt(lh.tbtMs)}` : "-",
            lh ? fmt(lh.jsKb) : "-",
          ];
        }),
      ),
      `The dashboard served ${fmt((dashboard?.rps ?? NaN) / (perRequest?.rps ?? NaN), 2)} × the requests per second of the bare page rendered per request.`,
    );
  }
  for (const run of others) {
    sections.push(
      `### ${run.database}`,
      table(
        ["target", "latency ms", "req/s", "p50/p95/p99 ms", "err", "peak RSS MB"],
        run.load.map((r) => [r.target, String(r.latencyMs), fmt(r.rps), `${fmt(r.p50)} / ${fmt(r.p95)} / ${fmt(r.p99)}`, fmt(r.errors), fmt(r.peakRssMb)]),
      ),
    );
  }
  const failing = f.lighthouse.filter((l) => l.failing.length);
  if (failing.length) sections.push(`Lighthouse audits not at full score: ${failing.map((l) => `${l.page}: ${l.failing.join(", ")}`).join("; ")}`);
  sections.push("### Budgets", table(["budget", "measured", "holds"], budgets.map((b) => [b.budget, b.measured, b.holds ? "yes" : "**no**"])));
  return sections.join("\n\n");
}
