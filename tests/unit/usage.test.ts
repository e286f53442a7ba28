import { describe, expect, it } from "vitest";
import { chartMax, formatBytes, monthLabel, monthUsage, recentMonths } from "@/lib/connection/usage/usage";

const GB = 1_000_000_000;

describe("usage arithmetic", () => {
  it("this month and the 6 before, across a year's turn, oldest first", () => {
    expect(recentMonths("2026-02")).toEqual([
      { year: 2025, month: 8 },
      { year: 2025, month: 9 },
      { year: 2025, month: 10 },
      { year: 2025, month: 11 },
      { year: 2025, month: 12 },
      { year: 2026, month: 1 },
      { year: 2026, month: 2 },
    ]);
  });

  it("sums the sessions; the SGP's own total wins when it gives one", () => {
    const sessions = [
      { download: 10 * GB, upload: 1 * GB, total: 11 * GB },
      { download: 5 * GB, upload: 2 * GB, total: null },
      { download: null, upload: null, total: null },
    ];
    expect(monthUsage({ year: 2026, month: 11, total: null, sessions })).toEqual({
      year: 2026,
      month: 11,
      download: 15 * GB,
      upload: 3 * GB,
      total: 18 * GB,
    });
    expect(monthUsage({ year: 2026, month: 11, total: 20 * GB, sessions }).total).toBe(20 * GB);
    expect(monthUsage({ year: 2026, month: 11, total: null, sessions: [] }).total).toBe(0);
  });

  it("formats bytes and months in pt-BR and rounds the chart's scale", () => {
    expect(formatBytes(458_512_000_000)).toBe("458,5 GB");
    expect(formatBytes(12_400_000)).toBe("12 MB");
    expect(monthLabel({ year: 2026, month: 3 })).toBe("mar/26");
    expect(chartMax([{ year: 2026, month: 1, download: 0, upload: 0, total: 183 * GB }])).toBe(200 * GB);
    expect(chartMax([{ year: 2026, month: 1, download: 0, upload: 0, total: 0 }])).toBe(10 * GB);
  });
});
