import { checkReadiness, showsHealthDetail, withoutDetail } from "@/lib/platform/observability/readiness";

export const dynamic = "force-dynamic";

/**
 * Readiness for load balancers and orchestrators: 200 when the configuration and the database
 * are usable, 503 otherwise; the database driver and the upstreams' circuit states (shown, not
 * fatal) only for the metrics token.
 */
export async function GET(request: Request) {
  const readiness = await checkReadiness();
  const body = showsHealthDetail(request) ? readiness : withoutDetail(readiness);
  return Response.json(body, { status: readiness.status === "ready" ? 200 : 503, headers: { "cache-control": "no-store" } });
}
