/**
 * CSRF defence for cookie-authenticated route handlers (server actions are
 * origin-checked by Next itself). Browsers send Sec-Fetch-Site (and Origin) on
 * every POST/PUT/DELETE; a request with neither is not a browser, so it carries
 * no ambient cookie and no cross-site risk.
 */
export function isSameOrigin(request: Request): boolean {
  // Sec-Fetch-Site cannot be set by page scripts, so when present it is authoritative.
  const site = request.headers.get("sec-fetch-site");
  if (site) return site === "same-origin";
  const origin = request.headers.get("origin");
  if (!origin) return true;
  const host = requestHost(request);
  try {
    return host !== null && new URL(origin).host === host;
  } catch {
    // "null" (sandboxed frames, file:) and garbage are never this site.
    return false;
  }
}

/** The host the browser addressed: the proxy's X-Forwarded-Host (first hop) or Host. */
function requestHost(request: Request): string | null {
  const forwarded = request.headers.get("x-forwarded-host")?.split(",")[0]?.trim();
  return forwarded || request.headers.get("host") || new URL(request.url).host || null;
}

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

/** Whether a request changes state and so must pass `isSameOrigin`. */
export function isStateChanging(request: Request): boolean {
  return !SAFE_METHODS.has(request.method.toUpperCase());
}
