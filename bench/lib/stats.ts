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
