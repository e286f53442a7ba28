import { index, pgTable, text } from "drizzle-orm/pg-core";
import { timestamptz } from "./columns";

/**
 * Sessions ended by logout before their 24 hours ran out (the session is a signed cookie,
 * so the server keeps the ids it must no longer accept until they would have expired).
 */
export const revokedSessions = pgTable(
  "revoked_sessions",
  {
    sid: text("sid").primaryKey(),
    expiresAt: timestamptz("expires_at").notNull(),
  },
  (t) => [index("revoked_sessions_expires_idx").on(t.expiresAt)],
).enableRLS();

/**
 * A password change ends the customer's other sessions: any session issued before
 * `revoked_before`, except the one that made the change (`kept_sid`).
 */
export const sessionCutoffs = pgTable(
  "session_cutoffs",
  {
    clienteDocumento: text("cliente_documento").primaryKey(),
    revokedBefore: timestamptz("revoked_before").notNull(),
    keptSid: text("kept_sid"),
  },
  (t) => [index("session_cutoffs_revoked_before_idx").on(t.revokedBefore)],
).enableRLS();
