import "server-only";
import { randomUUID } from "node:crypto";
import type { NextAuthOptions, Session } from "next-auth";
import { encode } from "next-auth/jwt";
import CredentialsProvider from "next-auth/providers/credentials";
import { authenticate } from "@/lib/auth/login";
import { resetPassword } from "@/lib/auth/recovery/reset";
import { safeCallbackPath } from "@/lib/auth/callback-url";
import { clientIp } from "@/lib/platform/request/client-ip";
import { liveSession, revokeSession, type SessionToken } from "@/lib/auth/revocation";
import { SESSION_MAX_AGE_SECONDS, secureCookiesEnabled, sessionCookieName, sessionCookieScope } from "@/lib/auth/session-policy";
import { log } from "@/lib/platform/log";
import { decodeSessionToken } from "@/lib/auth/session-token";
import { firstName, type SessionCustomer } from "@/lib/auth/session-customer";

/** next-auth with one credentials provider; the session is a signed JWT in an httpOnly cookie. */
export function authOptions(): NextAuthOptions {
  const secure = secureCookiesEnabled();
  return {
    secret: process.env.AUTH_SECRET,
    session: { strategy: "jwt", maxAge: SESSION_MAX_AGE_SECONDS, updateAge: SESSION_MAX_AGE_SECONDS },
    jwt: {
      maxAge: SESSION_MAX_AGE_SECONDS,
      decode: decodeSessionToken,
      // next-auth re-signs the cookie for a full maxAge on every session read; it never outlives the login's 24 hours.
      encode: (params) =>
        encode({
          ...params,
          maxAge: Math.min(params.maxAge ?? SESSION_MAX_AGE_SECONDS, secondsLeft(params.token as SessionToken | undefined)),
        }),
    },
    useSecureCookies: secure,
    cookies: {
      sessionToken: {
        name: sessionCookieName(),
        options: { httpOnly: true, sameSite: "lax", ...sessionCookieScope() },
      },
    },
    pages: { signIn: "/login" },
    providers: [
      CredentialsProvider({
        id: "credentials",
        name: "CPF/CNPJ",
        credentials: { documento: { type: "text" }, senha: { type: "password" } },
        async authorize(credentials, req) {
          const customer = await authenticate({
            documento: credentials?.documento,
            senha: credentials?.senha,
            ip: clientIp(req.headers ?? {}),
          });
          return customer;
        },
      }),
      // A password reset or first access (lib/auth/recovery/reset.ts): the right code sets the new
      // password, ends every other session, and signs this browser in like a login.
      CredentialsProvider({
        id: "password-reset",
        name: "Código de recuperação",
        credentials: { documento: { type: "text" }, codigo: { type: "text" }, senha: { type: "password" }, pushEndpoint: { type: "text" } },
        async authorize(credentials, req) {
          return resetPassword({ ...credentials }, clientIp(req.headers ?? {}));
        },
      }),
    ],
    callbacks: {
      /** Where next-auth sends the browser after login (the answer the login form follows) or logout: a path of this site only. */
      async redirect({ url, baseUrl }) {
        const path = url.startsWith(`${baseUrl}/`) ? url.slice(baseUrl.length) : url;
        return `${baseUrl}${safeCallbackPath(path)}`;
      },
      async jwt({ token, user }) {
        if (user) {
          const u = user as unknown as SessionCustomer;
          token.sub = u.document;
          token.customer = { id: u.id, document: u.document, name: u.name, email: u.email, phone: u.phone };
          token.loginAt = Date.now();
          token.sid = randomUUID();
          return token;
        }
        // next-auth's own GET /api/auth/session reads the cookie here: the pages' cut-off applies
        // (SECURITY.md, Sessions). Throwing makes next-auth answer {} and clear the cookie.
        if (!(await liveSession(token as SessionToken))) throw new SessionEndedError();
        return token;
      },
      /** What GET /api/auth/session answers the browser: the first name for the welcome message, nothing personal. */
      async session({ token }) {
        const { customer, loginAt } = token as SessionToken;
        return {
          customer: { name: firstName(customer?.name ?? "") },
          expires: new Date((loginAt ?? 0) + SESSION_MAX_AGE_SECONDS * 1000).toISOString(),
        } as unknown as Session;
      },
    },
    logger: {
      error(code, metadata) {
        if (metadata instanceof SessionEndedError) return;
        log.error({ err: metadata, code }, "erro do next-auth");
      },
      warn(code) {
        log.warn({ code }, "aviso do next-auth");
      },
      debug() {},
    },
    events: {
      async signOut({ token }) {
        if (typeof token?.sid !== "string" || typeof token.loginAt !== "number") return;
        // The cookie is deleted either way; a failure here only leaves its copies valid until they expire.
        await revokeSession(token.sid, token.loginAt).catch((error: unknown) =>
          log.error({ err: error }, "erro ao revogar a sessão no logout"),
        );
      },
    },
  };
}

/** A cookie whose session ended (logout, password change, 24 hours): refused, not an error. */
class SessionEndedError extends Error {
  constructor() {
    super("sessão encerrada");
  }
}

/** Seconds from now to the end of the session's 24 hours (all of them for a token without a login time). */
function secondsLeft(token: SessionToken | undefined, now = Date.now()): number {
  if (typeof token?.loginAt !== "number") return SESSION_MAX_AGE_SECONDS;
  return Math.max(0, Math.floor((token.loginAt + SESSION_MAX_AGE_SECONDS * 1000 - now) / 1000));
}
