/**
 * Logging in as a demo customer through next-auth's credentials flow, exactly as
 * the login form drives it, for requests made outside a browser.
 */

/** Cookies of a response merged into a previous Cookie header value (name=value pairs only). */
export function cookiesOf(res: Response, previous = ""): string {
  const jar = new Map(previous.split("; ").filter(Boolean).map((pair) => pair.split("=", 2) as [string, string]));
  for (const line of res.headers.getSetCookie()) {
    const [pair = ""] = line.split(";");
    const eq = pair.indexOf("=");
    jar.set(pair.slice(0, eq), pair.slice(eq + 1));
  }
  return [...jar].map(([name, value]) => `${name}=${value}`).join("; ");
}

/** GET /api/auth/csrf, then POST /api/auth/callback/credentials; answers the session's Cookie header. */
export async function login(portal: string, customer: { digits: string; password: string }): Promise<string> {
  const csrf = await fetch(`${portal}/api/auth/csrf`);
  const { csrfToken } = (await csrf.json()) as { csrfToken: string };
  let cookie = cookiesOf(csrf);
  const res = await fetch(`${portal}/api/auth/callback/credentials`, {
    method: "POST",
    redirect: "manual",
    headers: { "content-type": "application/x-www-form-urlencoded", cookie },
    body: new URLSearchParams({ csrfToken, documento: customer.digits, senha: customer.password, json: "true" }),
  });
  cookie = cookiesOf(res, cookie);
  if (!cookie.includes("session-token")) throw new Error(`login de ${customer.digits} falhou: HTTP ${res.status}`);
  return cookie;
}
