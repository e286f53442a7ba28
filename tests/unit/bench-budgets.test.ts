import { describe, expect, it } from "vitest";
import { evaluateBudgets, jsFloorKb, NEXT_FLOOR_KB, type Figures } from "@/bench/lib/budgets";
import type { LighthouseResult } from "@/bench/lib/lighthouse";
import type { LoadResult } from "@/bench/lib/load";
import { FLOOR_TARGETS } from "@/bench/lib/targets";

function scored(page: string, jsKb: number): LighthouseResult {
  return { page, runs: 3, performance: 98, accessibility: 100, bestPractices: 100, lcpMs: 1500, tbtMs: 100, cls: 0, jsKb, failing: [] };
}

function loaded(target: string, rps: number): LoadResult {
  return { target, latencyMs: 0, connections: 10, seconds: 6, requests: rps * 6, rps, p50: 20, p95: 40, p99: 60, errors: 0, statuses: { 200: rps * 6 }, peakRssMb: 300 };
}

/** One run of the suite: the portal's pages as given, everything else within its budget. */
function figures(options: { floorKb?: number; pages?: LighthouseResult[]; dashboardRps?: number }): Figures {
  const floor =
    options.floorKb === undefined
      ? null
      : { load: [loaded(FLOOR_TARGETS.perRequest.name, 250)], lighthouse: [scored(FLOOR_TARGETS.built.name, options.floorKb)] };
  return {
    runs: [
      {
        database: "PostgreSQL (DATABASE_URL)",
        load: [loaded("baseline /api/health", 400), loaded("/login", 500), loaded("/ (dashboard)", options.dashboardRps ?? 100)],
      },
    ],
    upstream: [{ target: "/ (dashboard)", customer: "Maria", status: 200, sgp: 3, efi: 0, duplicateReads: 0, calls: [] }],
    lighthouse: options.pages ?? [scored("/login", 150), scored("/ (dashboard)", 160)],
    dashboardRatio: 1.2,
    floor,
  };
}

const holds = (f: Figures, prefix: string) => evaluateBudgets(f).find((b) => b.budget.startsWith(prefix))?.holds;

describe("benchmark budgets", () => {
  it("the JavaScript floor is what the bare page loaded, or issue 10's figure when it was not measured", () => {
    expect(jsFloorKb(figures({ floorKb: 128.5 }))).toBe(128.5);
    expect(jsFloorKb(figures({}))).toBe(NEXT_FLOOR_KB);
  });

  it("public pages may load 25 KB above the floor and signed-in pages 100 KB, from the measured floor", () => {
    const pages = [scored("/login", 150), scored("/ (dashboard)", 220)];
    expect(holds(figures({ pages }), "JS gzipped")).toBe(true);
    expect(holds(figures({ pages, floorKb: 120 }), "JS gzipped")).toBe(false);
    expect(holds(figures({ pages: [scored("/login", 145), scored("/ (dashboard)", 220)], floorKb: 120 }), "JS gzipped")).toBe(true);
  });

  it("the dashboard's throughput must reach a quarter of the baseline's", () => {
    expect(holds(figures({ dashboardRps: 100 }), "Throughput")).toBe(true);
    expect(holds(figures({ dashboardRps: 99 }), "Throughput")).toBe(false);
  });

  it("every other budget holds for a run within them", () => {
    expect(evaluateBudgets(figures({ floorKb: 134 })).filter((b) => !b.holds)).toEqual([]);
  });
});
