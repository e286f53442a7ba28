import "server-only";
import type { z } from "zod";
import type { SessionCustomer } from "@/lib/auth/session-customer";
import { currentCustomer } from "@/lib/auth/session";
import { BODY_LIMIT_BYTES, payloadTooLarge, readJsonBody } from "@/lib/platform/request/body";
import { isSameOrigin, isStateChanging } from "@/lib/platform/security/origin";

/*
 * Shared by the customer-facing route handlers of notifications and push (used by the
 * pages and by the service worker, which cannot call server actions).
 */

export function json(body: unknown, status = 200, headers?: HeadersInit): Response {
  const response = Response.json(body, { status, headers });
  response.headers.set("cache-control", "no-store");
  return response;
}

/** Runs `handler` with the session's customer: 401 without one, 403 for a cross-site write. */
export async function withCustomer(request: Request, handler: (customer: SessionCustomer) => Promise<Response>): Promise<Response> {
  if (isStateChanging(request) && !isSameOrigin(request)) {
    return json({ error: "Origem não permitida" }, 403);
  }
  const customer = await currentCustomer();
  if (!customer) return json({ error: "Não autenticado" }, 401);
  return handler(customer);
}

export type Parsed<T> = { ok: true; data: T } | { ok: false; response: Response };

/**
 * The request's JSON body parsed with `schema`: 413 past `maxBytes` (unread, lib/platform/request/body.ts),
 * 400 when it is not JSON, 422 when it does not fit.
 */
export async function parseJsonBody<S extends z.ZodType>(
  request: Request,
  schema: S,
  maxBytes = BODY_LIMIT_BYTES,
): Promise<Parsed<z.output<S>>> {
  const body = await readJsonBody(request, maxBytes);
  if (!body.ok) return { ok: false, response: body.tooLarge ? payloadTooLarge() : json({ error: "Corpo JSON inválido" }, 400) };
  const parsed = schema.safeParse(body.value);
  if (parsed.success) return { ok: true, data: parsed.data };
  const fieldErrors: Record<string, string> = {};
  for (const issue of parsed.error.issues) fieldErrors[issue.path.join(".") || "_"] ??= issue.message;
  return { ok: false, response: json({ error: "Dados inválidos", fieldErrors }, 422) };
}
