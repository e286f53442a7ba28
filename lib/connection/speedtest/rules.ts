import { z } from "zod";

/**
 * The speed test between the browser and this portal's own server (no third party): sizes of the
 * streamed transfers, and the arithmetic the browser applies to what it measured.
 */
export const SPEEDTEST = {
  /** Bytes the download streams by default, and the most a request may ask for. */
  downloadBytes: 25_000_000,
  maxDownloadBytes: 50_000_000,
  /** Bytes the browser uploads; the server reads at most maxUploadBytes. */
  uploadBytes: 10_000_000,
  maxUploadBytes: 20_000_000,
  /** Round trips measured for latency and jitter. */
  pings: 10,
  /** Results kept per subscriber. */
  kept: 5,
} as const;

/** Megabits per second from bytes moved in `ms`. */
export function mbps(bytes: number, ms: number): number {
  return ms > 0 ? (bytes * 8) / (ms * 1000) : 0;
}

/** Latency is the median round trip; jitter the mean difference between consecutive ones (RFC 3550's idea, unsmoothed). */
export function latencyAndJitter(rtts: readonly number[]): { latency: number; jitter: number } {
  if (rtts.length === 0) return { latency: 0, jitter: 0 };
  const sorted = [...rtts].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  const latency = sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
  let diffs = 0;
  for (let i = 1; i < rtts.length; i++) diffs += Math.abs(rtts[i]! - rtts[i - 1]!);
  return { latency, jitter: rtts.length > 1 ? diffs / (rtts.length - 1) : 0 };
}

const figure = (max: number) => z.number().finite().min(0).max(max);

/** A result as the browser sends it to be kept. */
export const speedResultSchema = z.object({
  download: figure(100_000),
  upload: figure(100_000),
  latency: figure(60_000),
  jitter: figure(60_000),
});

export type SpeedResult = z.output<typeof speedResultSchema> & { at: string };
