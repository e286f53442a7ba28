/**
 * Logging in as a demo customer through next-auth's credentials flow, exactly as
 * the login form drives it, for requests made outside a browser.
 */

/** Cookies of a response merged into a previous Cookie header value (name=value pairs only). */
export function cookiesOf(res: Response, previous = ""): string {
  const jar = new Map(
    previous
      .split("; ")
      .filter(Boolean)
      .map((pair) => pair.split("=", 2) as [string, string]),
  );
  for (const line of res.headers.getSetCookie()) {
    const [pair = ""] = line.split(";");
    const eq = pair.indexOf("=");
    jar.set(pair.slice(0, eq), pair.slice(eq + 1));
  }
  return [...jar].map(([name, value]) => `${name}=${value}`).join("; ");
}

/**
 * GET /api/auth/csrf, then POST /api/auth/callback/credentials; answers the session's Cookie
 * header, or null when the portal refused the login. `headers` go with the POST, after an
 * X-Forwarded-For as the reverse proxy of a server with TRUSTED_PROXY_HOPS=1 would write it.
 */
export async function credentialsLogin(
  portal: string,
  customer: { digits: string; password: string },
  headers: Record<string, string> = {},
): Promise<string | null> {
  const csrf = await fetch(`${portal}/api/auth/csrf`);
  const { csrfToken } = (await csrf.json()) as { csrfToken: string };
  const cookie = cookiesOf(csrf);
  const res = await fetch(`${portal}/api/auth/callback/credentials`, {
    method: "POST",
    redirect: "manual",
    headers: { "content-type": "application/x-www-form-urlencoded", cookie, "x-forwarded-for": "127.0.0.1", ...headers },
    body: new URLSearchParams({ csrfToken, documento: customer.digits, senha: customer.password, json: "true" }),
  });
  const session = cookiesOf(res, cookie);
  return session.includes("session-token") ? session : null;
}

/** credentialsLogin for a login that must succeed. */
export async function login(portal: string, customer: { digits: string; password: string }): Promise<string> {
  const cookie = await credentialsLogin(portal, customer);
  if (!cookie) throw new Error(`login de ${customer.digits} falhou`);
  return cookie;
}
