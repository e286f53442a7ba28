import "server-only";
import { eq, lt } from "drizzle-orm";
import { getDb } from "@/lib/db/client";
import { revokedSessions } from "@/lib/db/schema";
import { log } from "@/lib/log";
import { SESSION_MAX_AGE_SECONDS } from "./session-policy";

/**
 * Logout ends the session on the server too: the signed cookie would otherwise stay valid
 * for the rest of its 24 hours wherever a copy of it went. Each session carries a random
 * id (`sid`); logout records it here until the session would have expired anyway.
 */
export async function revokeSession(sid: string, loginAt: number): Promise<void> {
  const db = await getDb();
  const expiresAt = new Date(loginAt + SESSION_MAX_AGE_SECONDS * 1000);
  await db.insert(revokedSessions).values({ sid, expiresAt }).onConflictDoNothing();
  await db.delete(revokedSessions).where(lt(revokedSessions.expiresAt, new Date()));
}

/**
 * Whether a session was ended by logout (asked by currentCustomer, which is memoised per
 * render). A database that cannot be read does not log everyone out: the portal's pages work
 * without it, and the cookie is still signed and at most 24 hours old, so the check fails open
 * and says so in the log.
 */
export async function isSessionRevoked(sid: string): Promise<boolean> {
  try {
    const db = await getDb();
    const [row] = await db.select({ sid: revokedSessions.sid }).from(revokedSessions).where(eq(revokedSessions.sid, sid)).limit(1);
    return row !== undefined;
  } catch (error) {
    log.warn({ err: error }, "revogação de sessão não verificada: banco indisponível");
    return false;
  }
}
