import "server-only";
import { getServerSession } from "next-auth";
import { headers } from "next/headers";
import { redirect } from "next/navigation";
import { cache } from "react";
import { authOptions, type SessionCustomer } from "@/lib/auth/options";
import { isSessionRevoked } from "@/lib/auth/revocation";
import { isSessionExpired } from "@/lib/auth/session-policy";
import { PATHNAME_HEADER } from "@/lib/request-headers";
import { requestNow } from "@/lib/test-clock";

/**
 * The logged-in customer, or null. Identity always comes from the signed session, never from the request.
 * Memoised per server render, so the layout and the page of one request decode the session and check
 * its revocation once.
 */
export const currentCustomer = cache(async (): Promise<SessionCustomer | null> => {
  const session = (await getServerSession(authOptions())) as { customer?: SessionCustomer; loginAt?: number; sid?: string } | null;
  const now = requestNow(await headers()).getTime();
  if (!session?.customer?.cpf || isSessionExpired({ loginAt: session.loginAt }, now)) return null;
  // A session issued before sessions had ids cannot be revoked; it expires within 24 hours.
  if (session.sid && (await isSessionRevoked(session.sid))) return null;
  return session.customer;
});

/** For pages behind login: the customer, or a redirect to /login that comes back here afterwards. */
export async function requireCustomer(): Promise<SessionCustomer> {
  const customer = await currentCustomer();
  if (customer) return customer;
  const pathname = (await headers()).get(PATHNAME_HEADER) ?? "/";
  redirect(`/login?callbackUrl=${encodeURIComponent(pathname)}`);
}
