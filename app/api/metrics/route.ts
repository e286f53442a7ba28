import { config } from "@/lib/platform/config";
import { hasOperatorToken } from "@/lib/platform/security/operator-token";
import { settlementBacklog } from "@/lib/billing/settlement";
import { log } from "@/lib/platform/log";
import { renderMetrics, setSettlementBacklog } from "@/lib/platform/observability/metrics";

export const dynamic = "force-dynamic";

const noStore = { "cache-control": "no-store" };

/**
 * Prometheus metrics (lib/platform/observability/metrics.ts). Absent (404) unless METRICS_TOKEN is set,
 * then only for `Authorization: Bearer <METRICS_TOKEN>` (401 otherwise). The settlement backlog
 * (payments not yet settled in the SGP, the oldest one's age) is read from the database each time.
 */
export async function GET(request: Request) {
  const token = config().METRICS_TOKEN;
  if (!token) return new Response(null, { status: 404, headers: noStore });
  if (!hasOperatorToken(request.headers.get("authorization"), token)) {
    return new Response(null, { status: 401, headers: { ...noStore, "www-authenticate": 'Bearer realm="metrics"' } });
  }
  // A database that does not answer leaves the last values: the scrape itself must not fail on it.
  await settlementBacklog()
    .then((backlog) => setSettlementBacklog(backlog))
    .catch((error: unknown) => log.warn({ err: error }, "métricas: fila de baixas indisponível"));
  const { body, contentType } = await renderMetrics();
  return new Response(body, { headers: { ...noStore, "content-type": contentType } });
}
