import { index, integer, jsonb, pgTable, primaryKey, text } from "drizzle-orm/pg-core";
import { timestamptz, createdAt, updatedAt } from "./columns";

/**
 * Fixed-window counters for rate limiting shared by every instance, e.g.
 * scope 'login' and key the document digits or the client IP.
 */
export const rateLimits = pgTable(
  "rate_limits",
  {
    scope: text("scope").notNull(),
    key: text("key").notNull(),
    count: integer("count").notNull().default(0),
    windowStart: timestamptz("window_start").notNull().defaultNow(),
    blockedUntil: timestamptz("blocked_until"),
    updatedAt: updatedAt(),
  },
  (t) => [primaryKey({ name: "rate_limits_pkey", columns: [t.scope, t.key] }), index("rate_limits_updated_idx").on(t.updatedAt)],
).enableRLS();

/**
 * Remembers a request's outcome under a caller-chosen key (e.g. scope 'ticket' and a hash
 * of contrato + motivo + conteudo) so a repeated submit returns the first result.
 */
export const idempotencyKeys = pgTable(
  "idempotency_keys",
  {
    scope: text("scope").notNull(),
    key: text("key").notNull(),
    result: jsonb("result"),
    createdAt: createdAt(),
    expiresAt: timestamptz("expires_at").notNull(),
  },
  (t) => [primaryKey({ name: "idempotency_keys_pkey", columns: [t.scope, t.key] }), index("idempotency_keys_expires_idx").on(t.expiresAt)],
).enableRLS();
