/**
 * Start-up checks: a bad environment variable stops the server with a message
 * naming it, and the database is migrated before the first request.
 */
export async function register() {
  if (process.env.NEXT_RUNTIME !== "nodejs") return;
  const { config } = await import("@/lib/config");
  config();
  const { getDb } = await import("@/lib/db/client");
  await getDb();
}
