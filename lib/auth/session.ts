import "server-only";
import { getToken } from "next-auth/jwt";
import { decodeSessionToken } from "@/lib/auth/session-token";
import { cookies, headers } from "next/headers";
import type { NextRequest } from "next/server";
import { redirect } from "next/navigation";
import { cache } from "react";
import { safeCallbackPath } from "@/lib/auth/callback-url";
import type { SessionCustomer } from "@/lib/auth/session-customer";
import { liveSession, type SessionToken } from "@/lib/auth/revocation";
import { sessionCookieName } from "@/lib/auth/session-policy";
import { PATHNAME_HEADER } from "@/lib/platform/request/headers";

export type CurrentSession = { customer: SessionCustomer; sid: string | null; loginAt: number };

/**
 * The logged-in session, or null. Identity always comes from the signed session, never from the request.
 * Memoised per server render, so the layout and the page of one request decode the session and check
 * its revocation once. The cookie is decoded as the proxy decodes it: next-auth's getServerSession
 * would also re-encrypt a fresh cookie on every call, which a server component cannot even set.
 */
export const currentSession = cache(async (): Promise<CurrentSession | null> => {
  const [cookieStore, requestHeaders] = await Promise.all([cookies(), headers()]);
  // getToken reads the cookie store's chunks itself; it only needs the request's cookies and headers.
  const request = { cookies: cookieStore, headers: requestHeaders } as unknown as NextRequest;
  const token = (await getToken({
    req: request,
    secret: process.env.AUTH_SECRET,
    cookieName: sessionCookieName(),
    decode: decodeSessionToken,
  })) as SessionToken | null;
  return liveSession(token);
});

/** The logged-in customer, or null (see currentSession). */
export async function currentCustomer(): Promise<SessionCustomer | null> {
  return (await currentSession())?.customer ?? null;
}

/** For pages behind login: the customer, or a redirect to /login that comes back here afterwards. */
export async function requireCustomer(): Promise<SessionCustomer> {
  const customer = await currentCustomer();
  if (customer) return customer;
  const pathname = (await headers()).get(PATHNAME_HEADER) ?? "/";
  redirect(`/login?callbackUrl=${encodeURIComponent(safeCallbackPath(pathname))}`);
}
