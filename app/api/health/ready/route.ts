import { checkReadiness } from "@/lib/observability/readiness";

export const dynamic = "force-dynamic";

/**
 * Readiness for load balancers and orchestrators: 200 when the configuration and the database
 * are usable, 503 otherwise; the upstreams' circuit states are shown, not fatal.
 */
export async function GET() {
  const readiness = await checkReadiness();
  return Response.json(readiness, { status: readiness.status === "ready" ? 200 : 503, headers: { "cache-control": "no-store" } });
}
