import { checkDatabase, showsHealthDetail } from "@/lib/platform/observability/readiness";

export const dynamic = "force-dynamic";

/**
 * Liveness and database state for load balancers and `npm run demo`. The driver's error names
 * hosts, files and queries: it goes to the log, the caller sees only that the database is down.
 * The driver is shown only with the metrics token.
 */
export async function GET(request: Request) {
  const database = await checkDatabase();
  const shown = showsHealthDetail(request) ? { ok: database.ok, driver: database.driver } : { ok: database.ok };
  return Response.json(
    { status: database.ok ? "ok" : "degraded", database: shown },
    { status: database.ok ? 200 : 503, headers: { "cache-control": "no-store" } },
  );
}
