import { pingDatabase } from "@/lib/db/client";
import { log } from "@/lib/log";

export const dynamic = "force-dynamic";

/**
 * Liveness and database state for load balancers and `npm run demo`. The driver's error names
 * hosts, files and queries: it goes to the log, the caller sees only that the database is down.
 */
export async function GET() {
  const database = await pingDatabase();
  if (!database.ok) log.error({ driver: database.driver, err: database.error }, "health: banco de dados indisponível");
  return Response.json(
    { status: database.ok ? "ok" : "degraded", database: { ok: database.ok, driver: database.driver } },
    { status: database.ok ? 200 : 503, headers: { "cache-control": "no-store" } },
  );
}
