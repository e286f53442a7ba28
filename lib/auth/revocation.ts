import "server-only";
import { log } from "@/lib/platform/log";
import type { SessionCustomer } from "@/lib/auth/session-customer";
import { saveRevokedSession, saveSessionCutoff, sessionEnded } from "@/lib/auth/store";
import { isSessionExpired, SESSION_MAX_AGE_SECONDS } from "./session-policy";

/** What the server needs of a session to tell whether it was ended early. */
export type IssuedSession = { sid: string | null; document: string; loginAt: number };

/**
 * Logout ends the session on the server too: the signed cookie would otherwise stay valid
 * for the rest of its 24 hours wherever a copy of it went. Each session carries a random
 * id (`sid`); logout records it here until the session would have expired anyway.
 */
export async function revokeSession(sid: string, loginAt: number): Promise<void> {
  await saveRevokedSession(sid, new Date(loginAt + SESSION_MAX_AGE_SECONDS * 1000));
}

/**
 * A password change ends every other session of the customer at once: the sessions are
 * signed cookies the server never listed, so it records the moment, and any session issued
 * before it, except `keptSid` (the one that made the change), is refused from then on.
 */
export async function endOtherSessions(document: string, keptSid: string | null, now = Date.now()): Promise<void> {
  // Past 24 hours every session it could end has expired by itself.
  await saveSessionCutoff(document, { revokedBefore: new Date(now), keptSid }, new Date(now - SESSION_MAX_AGE_SECONDS * 1000));
}

/**
 * Whether a session was ended by logout or by a password change (asked by currentSession,
 * which is memoised per render). A database that cannot be read does not log everyone out:
 * the portal's pages work without it, and the cookie is still signed and at most 24 hours
 * old, so the check fails open and says so in the log.
 */
export async function isSessionRevoked(session: IssuedSession): Promise<boolean> {
  try {
    return await sessionEnded({ sid: session.sid, document: session.document, loginAt: new Date(session.loginAt) });
  } catch (error) {
    log.warn({ err: error }, "revogação de sessão não verificada: banco indisponível");
    return false;
  }
}

/** The session claims of a decoded cookie. */
export type SessionToken = { customer?: SessionCustomer; loginAt?: number; sid?: string };

/**
 * The session a decoded cookie still carries, or null when it is incomplete, past its 24 hours
 * or ended early. One cut-off for the pages (currentSession) and next-auth's own session
 * endpoint (the jwt callback), so no route keeps a session the other has ended.
 */
export async function liveSession(
  token: SessionToken | null,
  now = Date.now(),
): Promise<{ customer: SessionCustomer; sid: string | null; loginAt: number } | null> {
  if (!token?.customer?.document || typeof token.loginAt !== "number" || isSessionExpired({ loginAt: token.loginAt }, now)) return null;
  const session = { customer: token.customer, sid: token.sid ?? null, loginAt: token.loginAt };
  if (await isSessionRevoked({ sid: session.sid, document: session.customer.document, loginAt: session.loginAt })) return null;
  return session;
}
