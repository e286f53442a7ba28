export const dynamic = "force-dynamic";

/**
 * Liveness: the process answers. It reads nothing (no database, no upstream), so a slow or
 * unreachable database never gets a healthy container restarted; /api/health reports that.
 */
export function GET() {
  return Response.json({ status: "ok" }, { headers: { "cache-control": "no-store" } });
}
