import "server-only";
import { eq, lt, sql } from "drizzle-orm";
import { getDb } from "@/lib/vendors/db/client";
import { rowsOf } from "@/lib/vendors/db/connect";
import { clientes, revokedSessions, sessionCutoffs } from "@/lib/vendors/db/schema";
import type { SessionCustomer } from "@/lib/auth/session-customer";

/** The authentication's tables: the customers' stored passwords (clientes) and the sessions ended early. */

/** A customer the portal has stored, with the password it keeps for them (a hash, or an old portal's plaintext). */
export type StoredCustomer = typeof clientes.$inferSelect;

/** The customer the portal stored under `document`, if any. */
export async function findStoredCustomer(document: string): Promise<StoredCustomer | undefined> {
  const db = await getDb();
  const [stored] = await db.select().from(clientes).where(eq(clientes.cpf, document));
  return stored;
}

/** The id of the customer the portal stored under `document`, if any. */
export async function storedCustomerId(document: string): Promise<number | undefined> {
  const db = await getDb();
  const [row] = await db.select({ id: clientes.id }).from(clientes).where(eq(clientes.cpf, document));
  return row?.id;
}

/** Keeps the stored customer current, with a new password hash when one is given. */
export async function saveCustomerProfile(document: string, profile: Omit<SessionCustomer, "id">, newHash: string | null): Promise<void> {
  const db = await getDb();
  const values = { nome: profile.name, email: profile.email, telefone: profile.phone, updatedAt: new Date() };
  await db
    .insert(clientes)
    .values({ cpf: document, ...values, senhaCentral: newHash })
    .onConflictDoUpdate({ target: clientes.cpf, set: newHash ? { ...values, senhaCentral: newHash } : values });
}

/** Stores `passwordHash` as the customer's password, creating the customer under `name` when the portal had none. */
export async function saveCentralPassword(document: string, name: string, passwordHash: string): Promise<void> {
  const db = await getDb();
  await db
    .insert(clientes)
    .values({ cpf: document, nome: name, senhaCentral: passwordHash })
    .onConflictDoUpdate({ target: clientes.cpf, set: { senhaCentral: passwordHash, updatedAt: new Date() } });
}

/** Records a session ended by logout until `expiresAt`, and forgets those past theirs. */
export async function saveRevokedSession(sid: string, expiresAt: Date): Promise<void> {
  const db = await getDb();
  await db.insert(revokedSessions).values({ sid, expiresAt }).onConflictDoNothing();
  await db.delete(revokedSessions).where(lt(revokedSessions.expiresAt, new Date()));
}

/**
 * Records that the customer's sessions issued before `revokedBefore` end, but `keptSid`, and
 * forgets the cut-offs older than `forgetBefore` (every session they could end has expired).
 */
export async function saveSessionCutoff(
  document: string,
  cutoff: { revokedBefore: Date; keptSid: string | null },
  forgetBefore: Date,
): Promise<void> {
  const db = await getDb();
  await db
    .insert(sessionCutoffs)
    .values({ clienteDocumento: document, ...cutoff })
    .onConflictDoUpdate({ target: sessionCutoffs.clienteDocumento, set: cutoff });
  await db.delete(sessionCutoffs).where(lt(sessionCutoffs.revokedBefore, forgetBefore));
}

/** Whether the session was ended by logout, or by a cut-off of its customer issued after it signed in. */
export async function sessionEnded(session: { sid: string | null; document: string; loginAt: Date }): Promise<boolean> {
  const db = await getDb();
  const [row] = rowsOf<{ revoked: boolean }>(
    await db.execute(sql`
      select exists (select 1 from ${revokedSessions} where ${revokedSessions.sid} = ${session.sid})
        or exists (
          select 1 from ${sessionCutoffs}
          where ${sessionCutoffs.clienteDocumento} = ${session.document}
            and ${sessionCutoffs.revokedBefore} > ${session.loginAt.toISOString()}::timestamptz
            and ${sessionCutoffs.keptSid} is distinct from ${session.sid}
        ) as revoked`),
  );
  return row?.revoked === true;
}
