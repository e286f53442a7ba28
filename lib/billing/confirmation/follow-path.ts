import { z } from "zod";
import { WATCH_SCHEDULE } from "./watch-schedule";

/*
 * The address a PIX answered without script refreshes itself to (a meta refresh): the invoice's
 * charge as the server sees it now. Whose invoice it is comes from the session or from the link's
 * token, never from the address, which names only the invoice and where the watch stands.
 */

/** The logged-in customer's: /invoices/pix/<invoice id>. */
export const PORTAL_PIX_FOLLOW = "/invoices/pix";

/** The public link's: /fatura/<token>/pix/<invoice id>; following it counts none of the link's views. */
export const publicPixFollow = (token: string) => `/fatura/${token}/pix`;

/** Where the watch stands: the look about to be taken and the failed looks just before it. */
export type FollowStep = { look: number; failures: number };

const LOOK_PARAM = "vez";
const FAILURES_PARAM = "falhas";

export function followHref(base: string, invoiceId: number | string, step: FollowStep): string {
  return `${base}/${invoiceId}?${LOOK_PARAM}=${step.look}${step.failures > 0 ? `&${FAILURES_PARAM}=${step.failures}` : ""}`;
}

const count = (max: number) => z.coerce.number().int().min(0).max(max).catch(0);

/** The step a follow address names; anything else reads as a first look. */
export const followStepSchema = z
  .object({ [LOOK_PARAM]: count(10_000), [FAILURES_PARAM]: count(WATCH_SCHEDULE.maxFailures) })
  .transform((query): FollowStep => ({ look: query[LOOK_PARAM], failures: query[FAILURES_PARAM] }));

/** The invoice id a follow address names, or null. */
export const followInvoiceSchema = z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER);
