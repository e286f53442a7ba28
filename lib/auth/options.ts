import "server-only";
import { randomUUID } from "node:crypto";
import type { NextAuthOptions } from "next-auth";
import CredentialsProvider from "next-auth/providers/credentials";
import { authenticate } from "@/lib/auth/login";
import { resetPassword } from "@/lib/auth/recovery/reset";
import { safeCallbackPath } from "@/lib/auth/callback-url";
import { clientIp } from "@/lib/request/client-ip";
import { revokeSession } from "@/lib/auth/revocation";
import { SESSION_MAX_AGE_SECONDS, secureCookiesEnabled, sessionCookieName, sessionCookieScope } from "@/lib/auth/session-policy";
import { log } from "@/lib/log";
import { decodeSessionToken } from "@/lib/auth/session-token";

/** next-auth with one credentials provider; the session is a signed JWT in an httpOnly cookie. */
export function authOptions(): NextAuthOptions {
  const secure = secureCookiesEnabled();
  return {
    secret: process.env.AUTH_SECRET,
    session: { strategy: "jwt", maxAge: SESSION_MAX_AGE_SECONDS, updateAge: SESSION_MAX_AGE_SECONDS },
    jwt: { maxAge: SESSION_MAX_AGE_SECONDS, decode: decodeSessionToken },
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
          token.sub = u.cpf;
          token.customer = { id: u.id, cpf: u.cpf, nome: u.nome, email: u.email, telefone: u.telefone };
          token.loginAt = Date.now();
          token.sid = randomUUID();
        }
        return token;
      },
      async session({ session, token }) {
        return { ...session, customer: token.customer as SessionCustomer, loginAt: token.loginAt, sid: token.sid };
      },
    },
    events: {
      async signOut({ token }) {
        if (typeof token?.sid !== "string" || typeof token.loginAt !== "number") return;
        // The cookie is deleted either way; a failure here only leaves its copies valid until they expire.
        await revokeSession(token.sid, token.loginAt).catch((error: unknown) => log.error({ err: error }, "erro ao revogar a sessão no logout"));
      },
    },
  };
}

export type SessionCustomer = { id: string; cpf: string; nome: string; email: string; telefone: string };
