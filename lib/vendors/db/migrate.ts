import fs from "node:fs";
import path from "node:path";
import { sql } from "drizzle-orm";
import type { MigrationConfig } from "drizzle-orm/migrator";
import { migrate as migratePgliteDb } from "drizzle-orm/pglite/migrator";
import type { PgliteDatabase } from "drizzle-orm/pglite";
import { migrate as migratePostgresDb } from "drizzle-orm/postgres-js/migrator";
import type { PostgresJsDatabase } from "drizzle-orm/postgres-js";
import { drizzle as drizzlePostgres } from "drizzle-orm/postgres-js";
import { type Db, type DbHandle, postgresClient, rowsOf, type Schema } from "./connect";
import { PoolerMigrationError, transactionPoolerReason } from "./pooler";

/*
 * The one place that applies migrations: used by getDb() on first use, by
 * `npm run db:migrate` and by the test support. No `server-only`, scripts import it.
 */

/** Read from disk at run time; next.config.ts ships the folder with the standalone build. */
export const migrationsFolder = path.join(process.cwd(), "lib", "vendors", "db", "migrations");

const MIGRATIONS_SCHEMA = "drizzle";
const MIGRATIONS_TABLE = "__drizzle_migrations";
// Any fixed 64-bit number: instances starting together wait for each other here.
const MIGRATION_LOCK_KEY = 7_244_119_301;

export interface MigrationReport {
  /** Tags of the migrations this run applied, oldest first (e.g. "0000_baseline"). */
  applied: string[];
  /** How many migrations the folder holds. */
  total: number;
}

interface JournalEntry {
  tag: string;
  when: number;
}

function readJournal(folder: string): JournalEntry[] {
  const file = path.join(folder, "meta", "_journal.json");
  if (!fs.existsSync(file)) throw new Error(`Migrações não encontradas em ${folder}`);
  const journal = JSON.parse(fs.readFileSync(file, "utf8")) as { entries: JournalEntry[] };
  return journal.entries;
}

/** created_at of the newest applied migration (the migrator compares journal `when` against it). */
async function lastAppliedAt(db: Db): Promise<number> {
  const [table] = rowsOf<{ present: boolean }>(
    await db.execute(sql`select to_regclass(${`${MIGRATIONS_SCHEMA}.${MIGRATIONS_TABLE}`}) is not null as present`),
  );
  if (!table?.present) return -1;
  const [last] = rowsOf<{ at: string | number | null }>(
    await db.execute(sql`select max(created_at) as at from ${sql.identifier(MIGRATIONS_SCHEMA)}.${sql.identifier(MIGRATIONS_TABLE)}`),
  );
  return last?.at == null ? -1 : Number(last.at);
}

/** Tags of the folder's migrations that `db` has not applied yet, oldest first. */
export async function pendingMigrations(db: Db, folder = migrationsFolder): Promise<string[]> {
  const before = await lastAppliedAt(db);
  return readJournal(folder)
    .filter((m) => m.when > before)
    .map((m) => m.tag);
}

/**
 * For a server that does not migrate (MIGRATE_ON_START=0): fails while migrations are pending,
 * naming them and the command that applies them.
 */
export async function assertMigrated(db: Db, folder = migrationsFolder): Promise<MigrationReport> {
  const pending = await pendingMigrations(db, folder);
  if (pending.length > 0) {
    throw new Error(
      `${pending.length} migração(ões) pendente(s) (${pending.join(", ")}) e MIGRATE_ON_START=0: aplique-as com ` +
        "o comando de migração (`node migrate.mjs` na imagem ou na build, `npm run db:migrate` num checkout).",
    );
  }
  return { applied: [], total: readJournal(folder).length };
}

async function migrateWith(db: Db, run: (config: MigrationConfig) => Promise<void>, folder: string) {
  const applied = await pendingMigrations(db, folder);
  await run({ migrationsFolder: folder, migrationsSchema: MIGRATIONS_SCHEMA, migrationsTable: MIGRATIONS_TABLE });
  return { applied, total: readJournal(folder).length };
}

/** Applies pending migrations to an open embedded database (one process owns it, so no lock). */
export async function migratePglite(handle: DbHandle, folder = migrationsFolder): Promise<MigrationReport> {
  if (handle.driver !== "pglite") throw new Error("migratePglite recebeu uma conexão PostgreSQL; use migratePostgres(url).");
  const db = handle.db as unknown as PgliteDatabase<Schema>;
  return migrateWith(handle.db, (config) => migratePgliteDb(db, config), folder);
}

/**
 * Applies pending migrations to the PostgreSQL at `url` over one dedicated connection,
 * holding an advisory lock so several instances starting at once migrate only once.
 * A transaction pooler's URL is refused before connecting (lib/vendors/db/pooler.ts).
 */
export async function migratePostgres(url: string, folder = migrationsFolder): Promise<MigrationReport> {
  const reason = transactionPoolerReason(url);
  if (reason) throw new PoolerMigrationError("a URL de migração", reason);
  const client = postgresClient(url, 1);
  try {
    const pg = drizzlePostgres({ client });
    await client`select pg_advisory_lock(${MIGRATION_LOCK_KEY})`;
    try {
      return await migrateWith(pg as unknown as Db, (config) => migratePostgresDb(pg as PostgresJsDatabase, config), folder);
    } finally {
      // Ending the session releases the lock anyway; don't hide the migration's own error.
      await client`select pg_advisory_unlock(${MIGRATION_LOCK_KEY})`.catch(() => {});
    }
  } finally {
    await client.end({ timeout: 5 });
  }
}
