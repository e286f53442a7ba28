/**
 * Routing fails closed: these are the only addresses a visitor without a session may open
 * (docs/SPEC.md §2 route table, §6). Every other page or route handler of the build needs a
 * session (proxy.ts, lib/platform/route-access.ts), so a page added without an entry here is private.
 * API routes (/api/…) are not guarded here: each checks its own caller.
 * Patterns use the App Router's notation: `[param]` is one path segment.
 */
export const publicPaths = [
  "/login",
  "/forgot-password",
  "/terms",
  "/privacy",
  "/verificar-fatura",
  "/verificarpixefi",
  "/fatura/[token]",
  // Where a PIX generated without script on the link's page refreshes itself to (the token decides).
  "/fatura/[token]/pix/[invoice]",
  // Old invoice links (docs/SPEC.md §2): redirects to /verificar-fatura.
  "/faturafacil",
  "/cpf/[cpfcnpj]",
  // The installable web app's manifest per brand.
  "/brands/[brand]/manifest.webmanifest",
  // Tells crawlers to stay out (app/robots.ts).
  "/robots.txt",
] as const;

/**
 * Public pages that read nothing from the request, built once per brand under
 * app/prerendered/[brand]; the proxy rewrites their addresses there.
 */
export const prerenderedPaths = ["/login", "/verificar-fatura", "/forgot-password", "/terms", "/privacy"];
const PRERENDERED_ROOT = "/prerendered";

/** The built route that answers `pathname` for `brand`, or null for a page rendered per request. */
export function prerenderedRoute(pathname: string, brand: string): string | null {
  return prerenderedPaths.includes(pathname) ? `${PRERENDERED_ROOT}/${brand}${pathname}` : null;
}

/** The built routes themselves are not addresses of the site. */
export function isPrerenderedRoute(pathname: string): boolean {
  return pathname === PRERENDERED_ROOT || pathname.startsWith(`${PRERENDERED_ROOT}/`);
}
