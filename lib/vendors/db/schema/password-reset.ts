import { index, integer, pgTable, text } from "drizzle-orm/pg-core";
import { createdAt, timestamptz } from "./columns";

/**
 * The one-time code of a password reset or first access (lib/auth/recovery/codes.ts): one per
 * customer, replaced by a new one. Only its keyed hash is kept; `attempts` counts the tries
 * (at most 5), each counted before it is checked.
 */
export const passwordResetCodes = pgTable(
  "password_reset_codes",
  {
    clienteDocumento: text("cliente_documento").primaryKey(),
    codeHash: text("code_hash").notNull(),
    attempts: integer("attempts").notNull().default(0),
    createdAt: createdAt(),
    expiresAt: timestamptz("expires_at").notNull(),
  },
  (t) => [index("password_reset_codes_expires_idx").on(t.expiresAt)],
).enableRLS();
