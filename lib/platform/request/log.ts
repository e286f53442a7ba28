import { isBrandId } from "@/config/brands";
import { log } from "@/lib/platform/log";
import { recordRequest } from "@/lib/platform/observability/metrics";

const METHODS = new Set(["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"]);

export type FinishedRequest = {
  requestId: string;
  method: string;
  /** The route pattern (lib/platform/observability/routes.ts), never the raw path. */
  route: string;
  status: number;
  durationMs: number;
  /** The brand proxy.ts resolved (X-Brand on the request), when it ran. */
  brand?: string;
  /** The client went away before the whole response was sent. */
  aborted: boolean;
};

/**
 * One line per request, written when its response has ended (lib/platform/observability/request-listener.ts),
 * and the request's metrics. Methods outside HTTP's usual set are counted as OTHER, so a client
 * cannot grow the metrics' label sets.
 */
export function logFinishedRequest(entry: FinishedRequest): void {
  const method = METHODS.has(entry.method) ? entry.method : "OTHER";
  const durationMs = Math.round(entry.durationMs * 10) / 10;
  recordRequest({ method, route: entry.route, status: entry.status, seconds: entry.durationMs / 1000 });
  log.info(
    {
      requestId: entry.requestId,
      method,
      route: entry.route,
      status: entry.status,
      durationMs,
      ...(isBrandId(entry.brand) && { brand: entry.brand }),
      ...(entry.aborted && { aborted: true }),
    },
    "request",
  );
}
