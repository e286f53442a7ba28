import "server-only";
import type { z } from "zod";
import { currentCustomer } from "@/lib/auth/session";
import type { SessionCustomer } from "@/lib/auth/session-customer";
import type { ActionResult } from "@/lib/shared/action-result";

export const NOT_AUTHENTICATED = "Sua sessão expirou. Entre novamente.";

/**
 * Wraps a server action: the customer comes from the session (never from the
 * input), the input is parsed with zod on the server, and a validation failure
 * answers with the schema's message instead of reaching the handler.
 */
export function customerAction<S extends z.ZodType, T>(
  schema: S,
  handler: (input: z.output<S>, customer: SessionCustomer) => Promise<ActionResult<T>>,
) {
  return async (input: unknown): Promise<ActionResult<T>> => {
    const customer = await currentCustomer();
    if (!customer) return { ok: false, error: NOT_AUTHENTICATED };
    const parsed = schema.safeParse(input);
    if (!parsed.success) {
      const fieldErrors: Record<string, string> = {};
      for (const issue of parsed.error.issues) fieldErrors[issue.path.join(".") || "_"] ??= issue.message;
      return { ok: false, error: parsed.error.issues[0]?.message ?? "Dados inválidos", fieldErrors };
    }
    return handler(parsed.data, customer);
  };
}
