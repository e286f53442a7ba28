import autocannon from "autocannon";
import { percentile } from "./stats";
import type { Target } from "./targets";

export type LoadResult = {
  target: string;
  latencyMs: number;
  connections: number;
  seconds: number;
  requests: number;
  rps: number;
  p50: number;
  p95: number;
  p99: number;
  /** Connection errors, timeouts and answers other than 2xx. */
  errors: number;
  statuses: Record<string, number>;
  peakRssMb: number;
};

/**
 * Loads one target with autocannon and samples the server's memory meanwhile.
 * Logged-in targets rotate through the customers' cookies; every request carries
 * its own X-Forwarded-For, as the reverse proxy of the server's TRUSTED_PROXY_HOPS=1
 * writes it, so per-address limits (the PIX check allows 30 per 10 minutes) see many
 * callers, as they would in production.
 */
export async function loadTarget(options: {
  url: string;
  target: Target;
  cookies: string[];
  seconds: number;
  connections: number;
  latencyMs: number;
  rss: () => number;
}): Promise<LoadResult> {
  const { target, cookies } = options;
  let sent = 0;
  const instance = autocannon({
    url: options.url,
    connections: options.connections,
    duration: options.seconds,
    timeout: 20,
    requests: [
      {
        method: target.method,
        path: target.path,
        body: target.body,
        setupRequest: (req) => {
          sent++;
          const headers: Record<string, string> = {
            ...req.headers,
            "x-forwarded-for": `10.${(sent >> 16) & 255}.${(sent >> 8) & 255}.${sent & 255}`,
          };
          if (target.body) headers["content-type"] = "application/json";
          if (target.session) headers.cookie = cookies[sent % cookies.length]!;
          return { ...req, headers };
        },
      },
    ],
  });
  const latencies: number[] = [];
  const statuses: Record<string, number> = {};
  instance.on("response", (_client: unknown, status: number, _bytes: number, responseTime: number) => {
    latencies.push(responseTime);
    statuses[status] = (statuses[status] ?? 0) + 1;
  });
  let peak = options.rss();
  const sampler = setInterval(() => (peak = Math.max(peak, options.rss())), 100);
  const result = await instance;
  clearInterval(sampler);
  return {
    target: target.name,
    latencyMs: options.latencyMs,
    connections: options.connections,
    seconds: options.seconds,
    requests: latencies.length,
    rps: latencies.length / (result.duration || options.seconds),
    p50: percentile(latencies, 50),
    p95: percentile(latencies, 95),
    p99: percentile(latencies, 99),
    errors: result.errors + result.timeouts + result.non2xx,
    statuses,
    peakRssMb: peak / 2 ** 20,
  };
}
