import { pingDatabase } from "@/lib/db/client";

export const dynamic = "force-dynamic";

/** Liveness and database state for load balancers and `npm run demo`. */
export async function GET() {
  const database = await pingDatabase();
  return Response.json(
    { status: database.ok ? "ok" : "degraded", database },
    { status: database.ok ? 200 : 503, headers: { "cache-control": "no-store" } },
  );
}
