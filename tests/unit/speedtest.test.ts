import { describe, expect, it } from "vitest";
import { latencyAndJitter, mbps, speedResultSchema } from "@/lib/connection/speedtest/rules";

describe("speed test arithmetic", () => {
  it("megabits per second from bytes and milliseconds", () => {
    expect(mbps(25_000_000, 2_000)).toBe(100);
    expect(mbps(1_000, 0)).toBe(0);
  });

  it("latency is the median round trip, jitter the mean difference between consecutive ones", () => {
    expect(latencyAndJitter([10, 12, 11, 30, 10])).toEqual({ latency: 11, jitter: (2 + 1 + 19 + 20) / 4 });
    expect(latencyAndJitter([10, 20])).toEqual({ latency: 15, jitter: 10 });
    expect(latencyAndJitter([])).toEqual({ latency: 0, jitter: 0 });
  });

  it("a result to keep is four finite, non-negative figures within bounds", () => {
    expect(speedResultSchema.safeParse({ download: 187.2, upload: 95, latency: 12, jitter: 2 }).success).toBe(true);
    expect(speedResultSchema.safeParse({ download: -1, upload: 95, latency: 12, jitter: 2 }).success).toBe(false);
    expect(speedResultSchema.safeParse({ download: 1e9, upload: 95, latency: 12, jitter: 2 }).success).toBe(false);
    expect(speedResultSchema.safeParse({ download: 1, upload: 1, latency: 1 }).success).toBe(false);
  });
});
