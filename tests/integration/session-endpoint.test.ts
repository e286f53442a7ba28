import { createRequire } from "node:module";
import path from "node:path";
import { decode, encode } from "next-auth/jwt";
import { afterAll, beforeAll, beforeEach, expect, it } from "vitest";
import { authOptions } from "@/lib/auth/options";
import { endOtherSessions, revokeSession } from "@/lib/auth/revocation";
import { SESSION_MAX_AGE_SECONDS } from "@/lib/auth/session-policy";
import { DEMO_CUSTOMERS } from "@/sandbox/sgp/demo-customers";
import { describeEachDatabase, truncateAll } from "../support/db";

/*
 * next-auth's own GET /api/auth/session decodes the cookie, runs the jwt and session callbacks and
 * re-signs the cookie: it must end a session exactly where the page guard does (logout, password
 * change, 24 hours after login), never extend it, and answer nothing personal.
 */

// The handler the app route calls (next-auth/next), without Next's request scope; the package does not export it.
const { AuthHandler } = createRequire(import.meta.url)(
  path.resolve("node_modules/next-auth/core/index.js"),
) as typeof import("../../node_modules/next-auth/core/index");

const SECRET = "session-endpoint-test-secret-0123456789abcdef";
const { maria } = DEMO_CUSTOMERS;
const HOUR = 3600 * 1000;

const saved = { AUTH_SECRET: process.env.AUTH_SECRET, NEXTAUTH_URL: process.env.NEXTAUTH_URL };
beforeAll(() => {
  Object.assign(process.env, { AUTH_SECRET: SECRET, NEXTAUTH_URL: "http://localhost:3000" });
});
afterAll(() => {
  for (const [key, value] of Object.entries(saved)) {
    if (value === undefined) delete process.env[key];
    else process.env[key] = value;
  }
});

async function cookieFor(loginAt: number, sid: string): Promise<string> {
  const customer = { id: "1", document: maria.digits, name: maria.name, email: "maria@example.com", phone: "11999990000" };
  return encode({ token: { sub: maria.digits, customer, loginAt, sid }, secret: SECRET, maxAge: SESSION_MAX_AGE_SECONDS });
}

async function sessionEndpoint(cookie: string) {
  const response = await AuthHandler({
    req: new Request("http://localhost:3000/api/auth/session", {
      headers: { cookie: `next-auth.session-token=${cookie}`, host: "localhost:3000" },
    }),
    options: authOptions(),
  });
  const set = (response.cookies ?? []).find((c) => c.name === "next-auth.session-token");
  return { body: response.body as Record<string, unknown>, cookie: set };
}

describeEachDatabase("the next-auth session endpoint", (getDb) => {
  beforeEach(() => truncateAll(getDb()));

  it("answers the first name only, and re-signs no further than 24 hours after login", async () => {
    const loginAt = Date.now() - 20 * HOUR;
    const { body, cookie } = await sessionEndpoint(await cookieFor(loginAt, "sid-1"));
    expect(body).toEqual({
      customer: { name: maria.name.split(" ")[0] },
      expires: new Date(loginAt + SESSION_MAX_AGE_SECONDS * 1000).toISOString(),
    });
    const text = JSON.stringify(body);
    for (const personal of [maria.digits, maria.name, "maria@example.com", "11999990000"]) expect(text).not.toContain(personal);
    const token = await decode({ token: cookie!.value, secret: SECRET });
    expect(token?.exp).toBeLessThanOrEqual(Math.ceil((loginAt + SESSION_MAX_AGE_SECONDS * 1000) / 1000));
  });

  it("a session re-signed past its 24 hours answers nothing and is cleared", async () => {
    // The cookie itself is still valid (the endpoint used to re-sign it for 24 h on every call).
    const { body, cookie } = await sessionEndpoint(await cookieFor(Date.now() - 25 * HOUR, "sid-2"));
    expect(body).toEqual({});
    expect(cookie?.value).toBe("");
  });

  it("a logged-out session's copy answers nothing and is cleared", async () => {
    const loginAt = Date.now() - HOUR;
    const copy = await cookieFor(loginAt, "sid-3");
    expect((await sessionEndpoint(copy)).body).toHaveProperty("customer");
    await revokeSession("sid-3", loginAt);
    const { body, cookie } = await sessionEndpoint(copy);
    expect(body).toEqual({});
    expect(cookie?.value).toBe("");
  });

  it("a session ended by a password change elsewhere answers nothing; the changer's keeps working", async () => {
    const loginAt = Date.now() - HOUR;
    await endOtherSessions(maria.digits, "sid-changer");
    expect((await sessionEndpoint(await cookieFor(loginAt, "sid-other"))).body).toEqual({});
    expect((await sessionEndpoint(await cookieFor(loginAt, "sid-changer"))).body).toHaveProperty("customer");
  });
});
