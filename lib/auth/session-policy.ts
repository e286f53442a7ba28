/**
 * Session rules shared by the proxy (which guards routes) and next-auth
 * (which issues the cookie): the cookie's name and the 24-hour lifetime.
 */
export const SESSION_MAX_AGE_SECONDS = 24 * 60 * 60;

/** Cookies carry the Secure flag in production, except in the local demo, which is served over plain HTTP. */
export function secureCookiesEnabled(): boolean {
  if (process.env.NEXTAUTH_URL) return process.env.NEXTAUTH_URL.startsWith("https://");
  return process.env.NODE_ENV === "production" && !isDemo();
}

/** The local demonstration (DEMO=1): plain HTTP and the sandboxes allowed. */
export function isDemo(): boolean {
  return process.env.DEMO === "1" || process.env.DEMO === "true";
}

/**
 * Over https the `__Host-` prefix: the browser keeps the cookie only when it is Secure, on
 * path / and without a Domain, so no sibling subdomain can set or overwrite it.
 */
export function sessionCookieName(): string {
  return `${secureCookiesEnabled() ? "__Host-" : ""}next-auth.session-token`;
}

/** Where the session cookie lives; clearing it must repeat them, or the browser ignores a prefixed cookie's removal. */
export function sessionCookieScope(): { path: "/"; secure: boolean } {
  return { path: "/", secure: secureCookiesEnabled() };
}

/** Query parameter with which the guard sends an expired session to /login (it says so in the console). */
export const SESSION_EXPIRED_PARAM = "sessao";

/** Whether the session's 24 hours since login are over at `now` (epoch ms). */
export function isSessionExpired(token: Record<string, unknown>, now: number): boolean {
  const loginAt = typeof token.loginAt === "number" ? token.loginAt : 0;
  return now - loginAt >= SESSION_MAX_AGE_SECONDS * 1000;
}
