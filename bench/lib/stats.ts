/** Nearest-rank percentile of unsorted values (p in 0..100); NaN when empty. */
export function percentile(values: number[], p: number): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.max(0, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

export const median = (values: number[]) => {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};

export type Summary = { median: number; p90: number; min: number; max: number; n: number };

/** Median, nearest-rank p90, extremes and count of a sample (NaN figures when empty). */
export function summarize(values: number[]): Summary {
  return {
    median: median(values),
    p90: percentile(values, 90),
    min: values.length ? Math.min(...values) : Number.NaN,
    max: values.length ? Math.max(...values) : Number.NaN,
    n: values.length,
  };
}

/**
 * Whether a cost curve grows no faster than logarithmically: the last point's cost over the first's
 * stays within the ratio of the sizes' logarithms (sizes below 10 count as 10), with `tolerance`
 * for run-to-run noise. Points are (size, cost), sorted by size.
 */
export function growsAtMostLog(points: [number, number][], tolerance = 0.25): boolean {
  if (points.length < 2) return true;
  const [first, last] = [points[0]!, points[points.length - 1]!];
  const allowed = Math.log10(Math.max(10, last[0])) / Math.log10(Math.max(10, first[0]));
  return last[1] / first[1] <= allowed * (1 + tolerance);
}

/**
 * How many upstream calls stood one after another, from the times they were answered: a call
 * answered less than half a latency after the first of a wave was asked with it; one answered
 * later was asked after that wave's answer. With no call, 0.
 */
export function upstreamRounds(answeredAt: number[], latencyMs: number): number {
  let rounds = 0;
  let waveStart = Number.NEGATIVE_INFINITY;
  for (const at of [...answeredAt].sort((a, b) => a - b)) {
    if (at - waveStart < latencyMs / 2) continue;
    rounds++;
    waveStart = at;
  }
  return rounds;
}

/**
 * The physical floor of a journey: what the network and the upstreams alone impose, with no time
 * for the servers' work, the browser's or the page's: each round trip one RTT, every byte at the
 * downlink's rate (the uplink's few hundred bytes per request are left out), each wave of upstream
 * calls one upstream latency.
 */
export function physicalFloorMs(
  path: { roundTrips: number; bytes: number; upstreamRounds: number },
  network: { rttMs: number; downKbps: number; upstreamLatencyMs: number },
): number {
  return path.roundTrips * network.rttMs + (path.bytes * 8) / network.downKbps + path.upstreamRounds * network.upstreamLatencyMs;
}
