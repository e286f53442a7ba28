import "server-only";
import { LIMITS } from "@/lib/platform/rate-limit/limits";
import { centralPasswordAccepted, passwordMatches } from "@/lib/auth/login";
import { hashPassword } from "@/lib/auth/password";
import { consume, release } from "@/lib/platform/rate-limit/store";
import { endOtherSessions } from "@/lib/auth/revocation";
import { newPasswordProblem } from "@/lib/auth/password-policy";
import { removeOtherSubscriptions } from "@/lib/notifications/push/store";
import { config } from "@/lib/platform/config";
import { findStoredCustomer, saveCentralPassword } from "@/lib/auth/store";
import { sgp } from "@/lib/vendors/sgp";

/** "weak": the new password breaks the rules of lib/auth/password-policy.ts (nothing was checked or counted). */
export type PasswordChangeOutcome = "changed" | "wrong-current" | "blocked" | "weak";

/**
 * Checks the current password with the login's own rule (a wrong one counts as a failed login of
 * the document, counted before the check) and stores a hash of the new one; the old stops working,
 * and so does every session of the customer but `currentSid`, the one making the change (without
 * it, every session ends), and every push subscription but `keepPushEndpoint`'s (this browser's).
 */
export async function changePassword(
  document: string,
  atual: string,
  nova: string,
  currentSid: string | null = null,
  keepPushEndpoint: string | null = null,
): Promise<PasswordChangeOutcome> {
  if (newPasswordProblem(nova, document)) return "weak";
  const taken = await consume(LIMITS.loginDocument, document);
  if (!taken.ok) return "blocked";
  try {
    const outcome = await checkAndChange(document, atual, nova, { sid: currentSid, pushEndpoint: keepPushEndpoint });
    if (outcome === "changed") await release(taken.slot);
    return outcome;
  } catch (error) {
    await release(taken.slot).catch(() => undefined);
    throw error;
  }
}

async function checkAndChange(
  document: string,
  atual: string,
  nova: string,
  current: { sid: string | null; pushEndpoint: string | null },
): Promise<"changed" | "wrong-current"> {
  const stored = await findStoredCustomer(document);
  const legacy = config().LOGIN_RULES === "legacy";
  const [client, central] = await Promise.all([
    sgp().findCustomer(document),
    centralPasswordAccepted({ document, senha: atual, stored, legacy }),
  ]);
  if (!(await passwordMatches({ document, senha: atual, client, stored, legacy, central }))) return "wrong-current";
  await storeNewPassword(document, client.name, nova, current);
  return "changed";
}

/**
 * Stores a hash of `nova` as the customer's password (a change or a reset) and ends what the old
 * one may have opened elsewhere: every session but `keep.sid` (none kept when null), every push
 * subscription but `keep.pushEndpoint`'s.
 */
export async function storeNewPassword(
  document: string,
  nome: string,
  nova: string,
  keep: { sid: string | null; pushEndpoint: string | null },
): Promise<void> {
  await saveCentralPassword(document, nome, await hashPassword(nova));
  await endOtherSessions(document, keep.sid);
  await removeOtherSubscriptions(document, keep.pushEndpoint);
}
