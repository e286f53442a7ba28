import type { PixCheckBody } from "./check";
import { pixCheckMessages as m } from "./messages";
import type { PublicPixTransaction } from "./view";

/** What the PIX check screen shows for an answer: the transaction, a refusal, or the spec's exception ('failed'). */
export type PixCheckOutcome =
  { kind: "found"; transaction: PublicPixTransaction } | { kind: "refused"; title: string; message: string } | { kind: "failed" };

/** The same mapping for the answer of /api/pix/check (with script) and of the form posted natively. */
export function pixCheckOutcome(status: number, body: PixCheckBody): PixCheckOutcome {
  if (status >= 500) return { kind: "failed" };
  if (body.success) return { kind: "found", transaction: body.data };
  const title = status === 429 ? m.rateLimitedTitle : m.notFoundTitle;
  return { kind: "refused", title, message: body.message || m.notFoundFallback };
}
