import "server-only";
import { eq } from "drizzle-orm";
import { LIMITS } from "@/lib/rate-limit/limits";
import { centralPasswordAccepted, passwordMatches } from "@/lib/auth/login";
import { hashPassword } from "@/lib/auth/password";
import { consume, release } from "@/lib/rate-limit/counters";
import { endOtherSessions } from "@/lib/auth/revocation";
import { config } from "@/lib/config";
import { getDb } from "@/lib/db/client";
import { clientes } from "@/lib/db/schema";
import { sgp } from "@/lib/sgp";

export type PasswordChangeOutcome = "changed" | "wrong-current" | "blocked";

/**
 * Checks the current password with the login's own rule (a wrong one counts as a failed login of
 * the document, counted before the check) and stores a hash of the new one; the old stops working,
 * and so does every session of the customer but `currentSid`, the one making the change (without
 * it, every session ends).
 */
export async function changePassword(
  document: string,
  atual: string,
  nova: string,
  currentSid: string | null = null,
): Promise<PasswordChangeOutcome> {
  const taken = await consume(LIMITS.loginDocument, document);
  if (!taken.ok) return "blocked";
  try {
    const outcome = await checkAndChange(document, atual, nova, currentSid);
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
  currentSid: string | null,
): Promise<Exclude<PasswordChangeOutcome, "blocked">> {
  const db = await getDb();
  const [stored] = await db.select().from(clientes).where(eq(clientes.cpf, document));
  const legacy = config().LOGIN_RULES === "legacy";
  const [client, central] = await Promise.all([
    sgp().findCustomer(document),
    centralPasswordAccepted({ document, senha: atual, stored, legacy }),
  ]);
  if (!(await passwordMatches({ document, senha: atual, client, stored, legacy, central }))) return "wrong-current";
  const senhaCentral = await hashPassword(nova);
  await db
    .insert(clientes)
    .values({ cpf: document, nome: client.name, senhaCentral })
    .onConflictDoUpdate({ target: clientes.cpf, set: { senhaCentral, updatedAt: new Date() } });
  await endOtherSessions(document, currentSid);
  return "changed";
}
