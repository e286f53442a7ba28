/*
 * The route pattern of a request path (`/fatura/[token]`, never `/fatura/<the token>`): what the
 * request log, the metrics and the spans name a request by. A path nothing matches is
 * "(unmatched)", so no raw path (a document, a token) ever becomes a label.
 *
 * The list is written here, not read from the build's routes manifest or the public folder at run
 * time: a file read under the server's working directory makes Next.js's output tracing copy the
 * whole repository into the standalone output. tests/unit/request-log.test.ts keeps it equal to
 * the pages and route handlers under app/.
 */
export const UNMATCHED_ROUTE = "(unmatched)";
export const STATIC_ROUTE = "(static)";

/** Every page and route handler under app/, by its pattern (route groups left out). */
export const APP_ROUTES = [
  ...["/", "/equipment", "/internet", "/invoices", "/notifications", "/profile", "/services"],
  ...["/suggestions", "/support", "/trust-release"],
  ...["/cpf/[cpfcnpj]", "/fatura/[token]", "/fatura/[token]/pix/[invoice]", "/faturafacil", "/verificarpixefi"],
  ...["/invoices/pix/[invoice]"],
  ...["/api/auth/[...nextauth]", "/api/health", "/api/health/live", "/api/health/ready", "/api/metrics"],
  ...["/api/notifications", "/api/notifications/read", "/api/pix/check", "/api/push/subscription", "/api/push/test"],
  ...["/api/reminders/unsubscribe"],
  ...["/api/speedtest/download", "/api/speedtest/ping", "/api/speedtest/result", "/api/speedtest/upload"],
  ...["/api/webhooks/efi", "/api/webhooks/efi/charges", "/api/webhooks/efi/pix", "/brands/[brand]/manifest.webmanifest", "/robots.txt"],
  ...["/prerendered/[brand]/forgot-password", "/prerendered/[brand]/login", "/prerendered/[brand]/privacy"],
  ...["/prerendered/[brand]/terms", "/prerendered/[brand]/verificar-fatura"],
] as const;

/** Files of public/: the service worker and the brands' images. */
const PUBLIC_FILES = new Set(["/sw.js"]);
const PUBLIC_PREFIXES = ["/brands/"];

/** The built pages (app/prerendered/[brand]/x) are served at /x by proxy.ts. */
const BUILT_PAGE = /^\/prerendered\/\[brand\](\/.+)$/;

/** A pattern's regular expression: `[x]` one segment, `[...x]` one or more. */
function patternRegex(pattern: string): RegExp {
  const source = pattern
    .split("/")
    .map((segment) => {
      if (/^\[\.\.\..+\]$/.test(segment)) return ".+";
      if (/^\[.+\]$/.test(segment)) return "[^/]+";
      return segment.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
    })
    .join("/");
  return new RegExp(`^${source}/?$`);
}

export function routeMatcher(routes: readonly string[] = APP_ROUTES): (pathname: string) => string {
  const statics = new Set<string>();
  const dynamics: { page: string; regex: RegExp }[] = [];
  for (const page of routes) {
    if (page.includes("[")) dynamics.push({ page, regex: patternRegex(page) });
    else statics.add(page);
    const address = BUILT_PAGE.exec(page)?.[1];
    if (address) statics.add(address);
  }
  return (pathname) => {
    if (pathname.startsWith("/_next/") || PUBLIC_FILES.has(pathname)) return STATIC_ROUTE;
    const trimmed = pathname.length > 1 ? pathname.replace(/\/+$/, "") : pathname;
    if (statics.has(trimmed)) return trimmed;
    const dynamic = dynamics.find((d) => d.regex.test(pathname))?.page;
    if (dynamic) return dynamic;
    return PUBLIC_PREFIXES.some((prefix) => pathname.startsWith(prefix)) ? STATIC_ROUTE : UNMATCHED_ROUTE;
  };
}

/** The matcher of this app's routes. */
export const routeOf = routeMatcher();
