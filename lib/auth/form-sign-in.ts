import "server-only";
import { encode } from "next-auth/jwt";
import { cookies, headers } from "next/headers";
import { redirect, RedirectType } from "next/navigation";
import { authOptions } from "@/lib/auth/options";
import { firstName, type SessionCustomer } from "@/lib/auth/session-customer";
import { authenticate, LoginError } from "@/lib/auth/login";
import { LOGIN_ERROR } from "@/lib/auth/messages";
import { safeCallbackPath } from "@/lib/auth/callback-url";
import { SESSION_MAX_AGE_SECONDS, sessionCookieName, sessionCookieScope } from "@/lib/auth/session-policy";
import { clientIp } from "@/lib/platform/request/client-ip";
import { SEARCH_HEADER } from "@/lib/platform/request/headers";
import { log } from "@/lib/platform/log";

/** What the login page shows after a sign-in sent as a plain form: the error code and the typed document. */
export type FormSignInState = { error: string; documento: string } | null;

/** What the login form's script is answered: the first name for 'Bem-vindo, {name}!' (nothing else personal, as the session endpoint) and the page to go to, or the error's code. */
export type ScriptSignIn = { ok: true; name: string; to: string } | { ok: false; error: string };

/** The login form posted natively (no script yet, or none at all): signed in, a 303 to the page asked for. */
export async function signInWithForm(form: unknown): Promise<FormSignInState> {
  const signedIn = await signIn(form);
  if (!signedIn.ok) return { error: signedIn.error, documento: signedIn.documento };
  redirect(signedIn.to, RedirectType.replace);
}

/**
 * The login form sent by its script, in one round trip: the form greets the customer and goes on
 * after docs/SPEC.md §5's 1.5 s itself.
 */
export async function signInFromScript(form: unknown): Promise<ScriptSignIn> {
  const signedIn = await signIn(form);
  return signedIn.ok ? { ok: true, name: firstName(signedIn.name), to: signedIn.to } : { ok: false, error: signedIn.error };
}

/**
 * The same check as next-auth's credentials provider (`authenticate`, with its limits), the same
 * token (next-auth's `jwt` callback and encoder, lib/auth/options.ts), set as next-auth sets it.
 * Next.js refuses a server action posted from another origin, which stands for next-auth's CSRF
 * token here. The page to go to is read from the posted address: the login page is built ahead of time.
 */
async function signIn(form: unknown): Promise<{ ok: true; name: string; to: string } | { ok: false; error: string; documento: string }> {
  // A server action takes whatever a visitor posts: anything but a form reads as an empty one.
  const field = (name: string) => (form instanceof FormData && typeof form.get(name) === "string" ? (form.get(name) as string) : "");
  const documento = field("documento");
  const senha = field("senha");
  const requestHeaders = await headers();
  let customer: SessionCustomer;
  try {
    customer = await authenticate({ documento, senha, ip: clientIp(requestHeaders) });
  } catch (error) {
    if (!(error instanceof LoginError)) log.error({ err: error, msg: "falha no login por formulário" });
    return { ok: false, error: error instanceof LoginError ? error.message : LOGIN_ERROR.connection, documento };
  }
  const options = authOptions();
  const account = { providerAccountId: customer.id, type: "credentials" as const, provider: "credentials" };
  const token = await options.callbacks!.jwt!({
    token: { name: undefined, email: customer.email, picture: undefined, sub: customer.id },
    user: customer as never,
    account,
    isNewUser: false,
    trigger: "signIn",
  });
  const value = await encode({ token, secret: process.env.AUTH_SECRET!, maxAge: SESSION_MAX_AGE_SECONDS });
  (await cookies()).set(sessionCookieName(), value, {
    httpOnly: true,
    sameSite: "lax",
    ...sessionCookieScope(),
    expires: new Date(Date.now() + SESSION_MAX_AGE_SECONDS * 1000),
  });
  const callbackUrl = new URLSearchParams(requestHeaders.get(SEARCH_HEADER) ?? "").get("callbackUrl");
  return { ok: true, name: customer.name, to: safeCallbackPath(callbackUrl) };
}
