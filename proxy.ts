import { NextResponse, type NextRequest } from "next/server";
import { getToken } from "next-auth/jwt";
import { decodeSessionToken } from "@/lib/auth/session-token";
import { isPrerenderedRoute, prerenderedRoute } from "@/config/public-paths";
import { builtRoutes, requiresSession } from "@/lib/platform/route-access";
import { resolveBrand } from "@/lib/platform/brand/resolve";
import { SHOWN_BRAND_COOKIE } from "@/lib/platform/brand/shown";
import { contentSecurityPolicy, type ScriptSources } from "@/lib/platform/security/csp";
import { prerenderedScriptHashes } from "@/lib/platform/security/prerendered-scripts";
import { BRAND_HEADER, NONCE_HEADER, PATHNAME_HEADER, REQUEST_ID_HEADER, SEARCH_HEADER } from "@/lib/platform/request/headers";
import { safeCallbackPath } from "@/lib/auth/callback-url";
import { SESSION_EXPIRED_PARAM, sessionCookieName, sessionCookieScope, isSessionExpired } from "@/lib/auth/session-policy";
import { requestIdFrom } from "@/lib/platform/request/id";
import { parsePairs } from "@/lib/shared/pairs";

const STORED_BRAND_COOKIE = "brand";
const BRAND_COOKIE_MAX_AGE = 60 * 60 * 24 * 365;

/** An address no route answers: the built routes of app/prerendered are not addresses of the site. */
const NOT_AN_ADDRESS = "/pagina-inexistente";

/**
 * Runs before every page and route handler: resolves the brand, sets the CSP
 * nonce, asks for a session on every page outside the public list
 * (config/public-paths.ts: routing fails closed), sends the public pages built
 * per brand to their build. Its log line is written when the response ends
 * (lib/platform/observability/request-listener.ts).
 */
export async function proxy(request: NextRequest) {
  // The server gave every request its id already (lib/platform/observability/request-listener.ts).
  const requestId = requestIdFrom(request.headers.get(REQUEST_ID_HEADER));
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

  const prerendered = prerenderedRoute(pathname, brand);
  // A form posted natively to a built page (its server action, before or without script) is answered
  // with a page rendered now: the framework's scripts carry this request's nonce.
  const posted = request.method !== "GET" && request.method !== "HEAD";
  const scripts = scriptSources(prerendered, nonce, posted);
  const csp = contentSecurityPolicy(scripts);

  let response: NextResponse;
  const cookieName = sessionCookieName();
  // getToken answers null for a cookie that does not decode: tampered, or signed with another secret.
  const token = await getToken({ req: request, secret: process.env.AUTH_SECRET, cookieName, decode: decodeSessionToken });
  const expired = !!token && isSessionExpired(token, Date.now());
  const authenticated = !!token && !expired;

  if (requiresSession(pathname, builtRoutes()) && !authenticated) {
    const login = new URL("/login", request.url);
    login.searchParams.set("callbackUrl", safeCallbackPath(`${pathname}${search}`));
    if (expired) login.searchParams.set(SESSION_EXPIRED_PARAM, "expirada");
    response = NextResponse.redirect(login);
  } else {
    const headers = new Headers(request.headers);
    headers.set(BRAND_HEADER, brand);
    headers.set(NONCE_HEADER, nonce);
    headers.set(REQUEST_ID_HEADER, requestId);
    headers.set(PATHNAME_HEADER, pathname);
    headers.set(SEARCH_HEADER, search);
    headers.set("content-security-policy", csp);
    const builtRoute = isPrerenderedRoute(pathname) ? NOT_AN_ADDRESS : prerendered;
    if (builtRoute) {
      // request.url, not nextUrl: nextUrl always names a loopback host "localhost" (see next.config.ts).
      const url = new URL(request.url);
      url.pathname = builtRoute;
      response = NextResponse.rewrite(url, { request: { headers } });
    } else {
      response = NextResponse.next({ request: { headers } });
    }
  }

  if (request.cookies.has(cookieName) && !authenticated) response.cookies.delete({ name: cookieName, ...sessionCookieScope() });
  response.headers.set("content-security-policy", csp);
  response.headers.set(REQUEST_ID_HEADER, requestId);
  // A built page changes with each deployment (script names, hashes): caches may keep it but must ask
  // again, where Next.js would let a shared cache serve it for a year.
  if (prerendered) response.headers.set("cache-control", "public, max-age=0, must-revalidate");
  if (pathname.startsWith("/fatura/")) {
    // The path's token opens someone's invoice: never stored by a cache (never indexed, as no page is).
    response.headers.set("cache-control", "no-store");
  }
  if (brandChoice && brandChoice === brand) {
    response.cookies.set(STORED_BRAND_COOKIE, brand, { path: "/", sameSite: "lax", maxAge: BRAND_COOKIE_MAX_AGE });
  }
  // A page rendered per request can fail in its root layout; app/global-error.tsx then brands itself from this.
  const renderedPage = !prerendered && !response.headers.has("location") && !pathname.startsWith("/api/");
  if (renderedPage && request.cookies.get(SHOWN_BRAND_COOKIE)?.value !== brand) {
    response.cookies.set(SHOWN_BRAND_COOKIE, brand, { path: "/", sameSite: "lax", maxAge: BRAND_COOKIE_MAX_AGE });
  }
  return response;
}

/**
 * A built page's HTML carries no nonce: its inline scripts are allowed by their hashes. Rendered
 * again for a form posted to it, its layout's fixed scripts (no nonce either) still match them.
 */
function scriptSources(prerendered: string | null, nonce: string, posted: boolean): ScriptSources {
  if (!prerendered) return { nonce };
  // `next dev` renders those pages on request, without the nonce (and a production build's HTML
  // in .next is not what it serves).
  if (process.env.NODE_ENV === "development") return { devAnyInline: true };
  const hashes = prerenderedScriptHashes(prerendered);
  if (!hashes) return { nonce };
  return posted ? { nonce, hashes } : { hashes };
}

export const config = {
  // Everything but build assets and static files.
  matcher: ["/((?!_next/static|_next/image|favicon.ico|brands/|icons/|sw.js|robots.txt|manifest.webmanifest).*)"],
};
