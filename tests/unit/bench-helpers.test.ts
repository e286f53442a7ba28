import { describe, expect, it } from "vitest";
import { benchCpf, formatCpf } from "@/bench/lib/bench-dataset";
import { originOf, summarizeProfile, type CpuProfile } from "@/bench/lib/cpu-profile";
import { pickVisit, VISIT_SHARES } from "@/bench/lib/load-model";
import { growsAtMostLog, physicalFloorMs, summarize, upstreamRounds } from "@/bench/lib/stats";
import { barChart, escapeXml, lineChart, niceMax } from "@/bench/lib/svg";
import { isValidCpf } from "@/lib/shared/br/document";

/** The harness's own pure helpers (bench/lib): statistics, charts, the load mix, bench customers, profiles. Timings are never tested. */

const numbers = (svg: string, attribute: string, tag: string) =>
  [...svg.matchAll(new RegExp(`<${tag} [^>]*${attribute}="([\\d.]+)"`, "g"))].map((m) => Number(m[1]));

describe("stats", () => {
  it("summarize gives the median, the nearest-rank p90 and the extremes", () => {
    const s = summarize([5, 1, 4, 2, 3, 10, 9, 8, 7, 6]);
    expect(s).toEqual({ median: 5.5, p90: 9, min: 1, max: 10, n: 10 });
    expect(Number.isNaN(summarize([]).median)).toBe(true);
  });

  it("growsAtMostLog accepts flat and logarithmic curves and refuses linear ones", () => {
    expect(
      growsAtMostLog([
        [12, 30],
        [120, 31],
        [600, 29],
      ]),
    ).toBe(true);
    expect(
      growsAtMostLog([
        [12, 10],
        [600, 10 * (Math.log10(600) / Math.log10(12))],
      ]),
    ).toBe(true);
    expect(
      growsAtMostLog([
        [12, 10],
        [120, 100],
        [600, 500],
      ]),
    ).toBe(false);
    // A size of 0 counts as 10, so a store growing from empty to a million may cost at most 6× (+25 %).
    expect(
      growsAtMostLog([
        [0, 10],
        [1_000_000, 70],
      ]),
    ).toBe(true);
    expect(
      growsAtMostLog([
        [0, 10],
        [1_000_000, 80],
      ]),
    ).toBe(false);
  });

  it("upstreamRounds counts calls asked one after another, not calls asked together", () => {
    expect(upstreamRounds([], 200)).toBe(0);
    // Three reads asked together, answered within a few ms: one round.
    expect(upstreamRounds([1003, 1000, 1008], 200)).toBe(1);
    // The replica's three reads in sequence, then the gateway.
    expect(upstreamRounds([1000, 1205, 1410, 1620], 200)).toBe(4);
    // A customer read, then two ONU reads asked together after it.
    expect(upstreamRounds([1000, 1004, 1210, 1212], 200)).toBe(2);
  });

  it("physicalFloorMs adds the round trips, the bytes at the downlink's rate and the upstream rounds", () => {
    const phone = { rttMs: 150, downKbps: 1600, upstreamLatencyMs: 200 };
    // 200 000 bytes at 1.6 Mbit/s is 1 s.
    expect(physicalFloorMs({ roundTrips: 2, bytes: 200_000, upstreamRounds: 3 }, phone)).toBe(300 + 1000 + 600);
    expect(physicalFloorMs({ roundTrips: 0, bytes: 0, upstreamRounds: 0 }, phone)).toBe(0);
  });
});

describe("svg", () => {
  it("niceMax rounds an axis up to a round multiple of a power of ten", () => {
    expect(niceMax(0)).toBe(1);
    expect(niceMax(7)).toBe(8);
    expect(niceMax(9)).toBe(10);
    expect(niceMax(101)).toBe(120);
    expect(niceMax(2300)).toBe(2500);
    expect(niceMax(4000)).toBe(4000);
    expect(niceMax(10_560)).toBe(12_000);
  });

  it("escapes text", () => {
    expect(escapeXml(`<a & "b">`)).toBe("&lt;a &amp; &quot;b&quot;&gt;");
  });

  it("draws one bar per value, as tall as its value, skipping missing ones, and the goal line", () => {
    const svg = barChart({
      title: "A & B",
      unit: "ms",
      categories: ["one", "two"],
      series: [
        { name: "portal", values: [1000, 2000] },
        { name: "replica", values: [500, Number.NaN] },
      ],
      goal: { value: 2500, label: "goal" },
    });
    expect(svg.startsWith("<svg")).toBe(true);
    expect(svg).toContain("A &amp; B");
    const bars = [...svg.matchAll(/<rect x="[\d.]+" y="([\d.]+)" width="[\d.]+" height="([\d.]+)" fill="[^"]+"><title>/g)].map((m) =>
      Number(m[2]),
    );
    expect(bars).toHaveLength(3);
    // Heights proportional to the values.
    expect(bars[1]! / bars[0]!).toBeCloseTo(0.5, 2);
    expect(bars[2]! / bars[0]!).toBeCloseTo(2, 2);
    expect(svg).toContain('stroke-dasharray="6 4"');
  });

  it("places line points on a logarithmic x axis when asked", () => {
    const svg = lineChart({
      title: "t",
      unit: "ms",
      xLabel: "size",
      logX: true,
      series: [
        {
          name: "s",
          points: [
            [10, 1],
            [100, 2],
            [1000, 3],
          ],
        },
      ],
    });
    const xs = numbers(svg, "cx", "circle");
    expect(xs).toHaveLength(3);
    expect(xs[1]! - xs[0]!).toBeCloseTo(xs[2]! - xs[1]!, 1);
    const linear = numbers(
      lineChart({
        title: "t",
        unit: "ms",
        xLabel: "size",
        series: [
          {
            name: "s",
            points: [
              [10, 1],
              [100, 2],
              [1000, 3],
            ],
          },
        ],
      }),
      "cx",
      "circle",
    );
    expect(linear[1]! - linear[0]!).toBeLessThan((linear[2]! - linear[1]!) / 5);
  });
});

describe("load model", () => {
  it("visit shares add up to 1 and pickVisit follows them", () => {
    expect(VISIT_SHARES.reduce((sum, [, share]) => sum + share, 0)).toBeCloseTo(1, 10);
    expect(pickVisit(0)).toBe("sms");
    expect(pickVisit(0.34)).toBe("sms");
    expect(pickVisit(0.36)).toBe("portal");
    expect(pickVisit(0.8)).toBe("lookup");
    expect(pickVisit(0.95)).toBe("check");
    expect(pickVisit(0.9999999)).toBe("check");
  });
});

describe("bench customers", () => {
  it("benchCpf gives distinct valid CPFs", () => {
    const cpfs = Array.from({ length: 500 }, (_, i) => benchCpf(i + 1)).concat([benchCpf(90_012), benchCpf(90_600)]);
    for (const cpf of cpfs) expect(isValidCpf(cpf), cpf).toBe(true);
    expect(new Set(cpfs).size).toBe(cpfs.length);
    expect(formatCpf("12345678909")).toBe("123.456.789-09");
  });
});

describe("cpu profile", () => {
  it("sums self time per function and per origin, leaving idle out of the shares", () => {
    const node = (id: number, functionName: string, url: string, hitCount: number) => ({
      id,
      callFrame: { functionName, url, lineNumber: 0 },
      hitCount,
    });
    const profile: CpuProfile = {
      startTime: 0,
      endTime: 100_000, // 100 ms over 10 hits
      nodes: [
        node(1, "(idle)", "", 2),
        node(2, "render", "file:///app/node_modules/next/dist/server/render.js", 4),
        node(3, "(garbage collector)", "", 1),
        node(4, "handler", "file:///app/.next/server/chunks/123.js", 3),
      ],
    };
    const summary = summarizeProfile(profile);
    expect(summary.functions.map((f) => f.name)).toEqual(["render", "handler", "(garbage collector)"]);
    expect(summary.functions[0]!.selfMs).toBeCloseTo(40);
    expect(summary.functions[0]!.share).toBeCloseTo(0.5);
    expect(summary.origins.map((o) => o.origin)).toEqual(["next", "portal chunks (app code and bundled packages)", "garbage collection"]);
    expect(originOf("node:internal/x", "f")).toBe("Node.js");
  });
});
