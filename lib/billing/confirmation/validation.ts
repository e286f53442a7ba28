import { z } from "zod";
import { FAILURES_PARAM, LOOK_PARAM, type FollowStep } from "./follow-path";
import { WATCH_SCHEDULE } from "./watch-schedule";

/* The follow address's parts (./follow-path.ts), parsed on the server; apart, so no zod reaches the payment buttons' script. */

const count = (max: number) => z.coerce.number().int().min(0).max(max).catch(0);

/** The step a follow address names; anything else reads as a first look. */
export const followStepSchema = z
  .object({ [LOOK_PARAM]: count(10_000), [FAILURES_PARAM]: count(WATCH_SCHEDULE.maxFailures) })
  .transform((query): FollowStep => ({ look: query[LOOK_PARAM], failures: query[FAILURES_PARAM] }));

/** The invoice id a follow address names, or null. */
export const followInvoiceSchema = z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER);
