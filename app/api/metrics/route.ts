import { config } from "@/lib/config";
import { hasOperatorToken } from "@/lib/notifications/operator-auth";
import { renderMetrics } from "@/lib/observability/metrics";

export const dynamic = "force-dynamic";

const noStore = { "cache-control": "no-store" };

/**
 * Prometheus metrics (lib/observability/metrics.ts). Absent (404) unless METRICS_TOKEN is set,
 * then only for `Authorization: Bearer <METRICS_TOKEN>` (401 otherwise).
 */
export async function GET(request: Request) {
  const token = config().METRICS_TOKEN;
  if (!token) return new Response(null, { status: 404, headers: noStore });
  if (!hasOperatorToken(request.headers.get("authorization"), token)) {
    return new Response(null, { status: 401, headers: { ...noStore, "www-authenticate": 'Bearer realm="metrics"' } });
  }
  const { body, contentType } = await renderMetrics();
  return new Response(body, { headers: { ...noStore, "content-type": contentType } });
}
