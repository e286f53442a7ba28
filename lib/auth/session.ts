import "server-only";
import { getServerSession } from "next-auth";
import { headers } from "next/headers";
import { redirect } from "next/navigation";
import { authOptions, type SessionCustomer } from "@/lib/auth/options";
import { isSessionExpired } from "@/lib/auth/session-policy";
import { PATHNAME_HEADER } from "@/lib/request-headers";

/** The logged-in customer, or null. Identity always comes from the signed session, never from the request. */
export async function currentCustomer(): Promise<SessionCustomer | null> {
  const session = (await getServerSession(authOptions())) as { customer?: SessionCustomer; loginAt?: number } | null;
  if (!session?.customer?.cpf || isSessionExpired({ loginAt: session.loginAt })) return null;
  return session.customer;
}

/** For pages behind login: the customer, or a redirect to /login that comes back here afterwards. */
export async function requireCustomer(): Promise<SessionCustomer> {
  const customer = await currentCustomer();
  if (customer) return customer;
  const pathname = (await headers()).get(PATHNAME_HEADER) ?? "/";
  redirect(`/login?callbackUrl=${encodeURIComponent(pathname)}`);
}
