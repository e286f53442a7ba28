import "server-only";
import type { NextAuthOptions } from "next-auth";
import CredentialsProvider from "next-auth/providers/credentials";
import { authenticate } from "@/lib/auth/login";
import { clientIp } from "@/lib/auth/client-ip";
import { SESSION_MAX_AGE_SECONDS, secureCookiesEnabled, sessionCookieName } from "@/lib/auth/session-policy";

/** next-auth with one credentials provider; the session is a signed JWT in an httpOnly cookie. */
export function authOptions(): NextAuthOptions {
  const secure = secureCookiesEnabled();
  return {
    secret: process.env.AUTH_SECRET,
    session: { strategy: "jwt", maxAge: SESSION_MAX_AGE_SECONDS, updateAge: SESSION_MAX_AGE_SECONDS },
    jwt: { maxAge: SESSION_MAX_AGE_SECONDS },
    useSecureCookies: secure,
    cookies: {
      sessionToken: {
        name: sessionCookieName(),
        options: { httpOnly: true, sameSite: "lax", path: "/", secure },
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
    ],
    callbacks: {
      async jwt({ token, user }) {
        if (user) {
          const u = user as unknown as SessionCustomer;
          token.sub = u.cpf;
          token.customer = { id: u.id, cpf: u.cpf, nome: u.nome, email: u.email, telefone: u.telefone };
          token.loginAt = Date.now();
        }
        return token;
      },
      async session({ session, token }) {
        return { ...session, customer: token.customer as SessionCustomer, loginAt: token.loginAt };
      },
    },
  };
}

export type SessionCustomer = { id: string; cpf: string; nome: string; email: string; telefone: string };
