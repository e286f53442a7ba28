/*
 * Supabase's transaction pooler (Supavisor on port 6543) and PgBouncer in transaction mode hand
 * each statement to whichever server connection is free. A session-level advisory lock then
 * stays on a connection the migrator no longer holds: the next migration waits for it forever.
 * Migrations therefore refuse such a URL and ask for the direct connection (port 5432).
 */

/** The port of Supabase's transaction pooler. */
export const TRANSACTION_POOLER_PORT = "6543";

/** Why `url` looks like a transaction pooler, or null when it does not. */
export function transactionPoolerReason(url: string): string | null {
  const parsed = new URL(url);
  if (parsed.port === TRANSACTION_POOLER_PORT) return `porta ${TRANSACTION_POOLER_PORT}`;
  if (parsed.searchParams.get("pgbouncer") === "true") return "pgbouncer=true";
  return null;
}

/** The migrations' refusal of a transaction pooler, naming the variable to fix. */
export class PoolerMigrationError extends Error {
  override readonly name = "PoolerMigrationError";

  constructor(variable: string, reason: string) {
    super(
      `${variable} aponta para um pooler em modo transação (${reason}), onde a trava da migração ` +
        "(advisory lock) não se mantém e a migração ficaria presa. As migrações precisam da conexão " +
        "direta (porta 5432): defina DATABASE_MIGRATION_URL com ela (no Supabase: Project settings → " +
        "Database → Direct connection ou Session pooler) e mantenha o pooler em DATABASE_URL para o servidor.",
    );
  }
}

/**
 * The URL migrations connect to: DATABASE_MIGRATION_URL when set, else DATABASE_URL. Throws
 * PoolerMigrationError, before any connection, when it is a transaction pooler.
 */
export function migrationUrl(env: { DATABASE_URL: string; DATABASE_MIGRATION_URL?: string }): string {
  const variable = env.DATABASE_MIGRATION_URL ? "DATABASE_MIGRATION_URL" : "DATABASE_URL";
  const url = env.DATABASE_MIGRATION_URL ?? env.DATABASE_URL;
  const reason = transactionPoolerReason(url);
  if (reason) throw new PoolerMigrationError(variable, reason);
  return url;
}
