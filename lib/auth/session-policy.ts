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

function isDemo(): boolean {
  return process.env.DEMO === "1" || process.env.DEMO === "true";
}

export function sessionCookieName(): string {
  return `${secureCookiesEnabled() ? "__Secure-" : ""}next-auth.session-token`;
}

/** Whether test clocks may move time forward: outside production, or in the local demo. */
export function testClockEnabled(): boolean {
  return process.env.NODE_ENV !== "production" || isDemo();
}

/** Milliseconds added to the server clock; lets browser tests move time forward. Ignored in production unless DEMO. */
export function clockOffsetMs(): number {
  if (!testClockEnabled()) return 0;
  const offset = Number(process.env.TEST_CLOCK_OFFSET_MS ?? 0);
  return Number.isFinite(offset) ? offset : 0;
}

export function isSessionExpired(token: Record<string, unknown>, now = Date.now() + clockOffsetMs()): boolean {
  const loginAt = typeof token.loginAt === "number" ? token.loginAt : 0;
  return now - loginAt >= SESSION_MAX_AGE_SECONDS * 1000;
}
