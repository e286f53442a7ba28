import { pingDatabase } from "@/lib/vendors/db/client";
import { log } from "@/lib/platform/log";
import { showsHealthDetail } from "@/lib/platform/observability/readiness";

export const dynamic = "force-dynamic";

/**
 * Liveness and database state for load balancers and `npm run demo`. The driver's error names
 * hosts, files and queries: it goes to the log, the caller sees only that the database is down.
 * The driver is shown only with the metrics token.
 */
export async function GET(request: Request) {
  const database = await pingDatabase();
  if (!database.ok) log.error({ driver: database.driver, err: database.error }, "health: banco de dados indisponível");
  const shown = showsHealthDetail(request) ? { ok: database.ok, driver: database.driver } : { ok: database.ok };
  return Response.json(
    { status: database.ok ? "ok" : "degraded", database: shown },
    { status: database.ok ? 200 : 503, headers: { "cache-control": "no-store" } },
  );
}
