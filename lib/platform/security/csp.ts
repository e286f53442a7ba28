/**
 * Which inline scripts a page may run: those carrying the request's nonce (pages rendered per
 * request; what they load is allowed by 'strict-dynamic'), or those whose SHA-256 is listed
 * (pages built ahead of time, whose HTML cannot carry a fresh nonce; their script files come
 * from this origin). `next dev` renders those pages on request without the nonce, so there
 * they may run any inline script. A built page answered to a form posted to it is rendered on
 * request: the framework's scripts carry the nonce, its layout's fixed ones match the build's hashes.
 */
export type ScriptSources = { nonce: string; hashes?: string[] } | { hashes: string[] } | { devAnyInline: true };

/** The Content-Security-Policy for pages; no eval outside development, where React's dev tooling needs it. */
export function contentSecurityPolicy(scripts: ScriptSources, dev = process.env.NODE_ENV === "development"): string {
  const allowed =
    "nonce" in scripts
      ? [`'nonce-${scripts.nonce}'`, ...(scripts.hashes ?? []), "'strict-dynamic'"].join(" ")
      : "hashes" in scripts
        ? scripts.hashes.join(" ")
        : "'unsafe-inline'";
  return [
    "default-src 'self'",
    `script-src 'self' ${allowed}${dev ? " 'unsafe-eval'" : ""}`,
    // Radix and sonner set inline style attributes for positioning.
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self' data:",
    "connect-src 'self'",
    "worker-src 'self'",
    "manifest-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join("; ");
}
