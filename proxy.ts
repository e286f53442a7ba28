import { NextResponse, type NextRequest } from "next/server";
import { getToken } from "next-auth/jwt";
import { isProtectedPath } from "@/config/navigation";
import { resolveBrand } from "@/lib/brand/resolve";
import { contentSecurityPolicy } from "@/lib/security/csp";
import { BRAND_HEADER, NONCE_HEADER, PATHNAME_HEADER, REQUEST_ID_HEADER } from "@/lib/request-headers";
import { sessionCookieName, isSessionExpired } from "@/lib/auth/session-policy";
import { requestLog } from "@/lib/request-log";
import { parsePairs } from "@/lib/pairs";

const STORED_BRAND_COOKIE = "brand";

/**
 * Runs before every page and route handler: resolves the brand, sets the CSP
 * nonce, guards the protected routes and writes one log line per request.
 */
export async function proxy(request: NextRequest) {
  const requestId = request.headers.get(REQUEST_ID_HEADER) ?? crypto.randomUUID();
  const nonce = btoa(crypto.randomUUID());
  const { pathname, search } = request.nextUrl;

  const brandChoice = request.nextUrl.searchParams.get("brand");
  // The Host header carries the port the visitor used; nextUrl holds the server's own.
  const host = request.headers.get("x-forwarded-host") ?? request.headers.get("host") ?? undefined;
  const brand = resolveBrand({
    configured: process.env.BRAND,
    port: host?.match(/:(\d+)$/)?.[1],
    host,
    stored: brandChoice ?? request.cookies.get(STORED_BRAND_COOKIE)?.value,
    ports: parsePairs(process.env.BRAND_PORTS),
    hosts: parsePairs(process.env.BRAND_HOSTS),
  });

  let response: NextResponse;
  const token = await getToken({ req: request, secret: process.env.AUTH_SECRET, cookieName: sessionCookieName() });
  const authenticated = !!token && !isSessionExpired(token);

  if (isProtectedPath(pathname) && !authenticated) {
    const login = new URL("/login", request.url);
    login.searchParams.set("callbackUrl", `${pathname}${search}`);
    response = NextResponse.redirect(login);
    if (token) response.cookies.delete(sessionCookieName());
  } else {
    const headers = new Headers(request.headers);
    headers.set(BRAND_HEADER, brand);
    headers.set(NONCE_HEADER, nonce);
    headers.set(REQUEST_ID_HEADER, requestId);
    headers.set(PATHNAME_HEADER, pathname);
    headers.set("content-security-policy", contentSecurityPolicy(nonce));
    response = NextResponse.next({ request: { headers } });
  }

  response.headers.set("content-security-policy", contentSecurityPolicy(nonce));
  response.headers.set(REQUEST_ID_HEADER, requestId);
  if (pathname.startsWith("/fatura/")) {
    // The path's token opens someone's invoice: never stored by a cache, never indexed.
    response.headers.set("cache-control", "no-store");
    response.headers.set("x-robots-tag", "noindex, nofollow");
  }
  if (brandChoice && brandChoice === brand) {
    response.cookies.set(STORED_BRAND_COOKIE, brand, { path: "/", sameSite: "lax", maxAge: 60 * 60 * 24 * 365 });
  }
  requestLog({ requestId, method: request.method, pathname, brand, status: response.status });
  return response;
}

export const config = {
  // Everything but build assets and static files.
  matcher: ["/((?!_next/static|_next/image|favicon.ico|brands/|icons/|sw.js|robots.txt|manifest.webmanifest).*)"],
};
