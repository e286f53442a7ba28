import "server-only";
import path from "node:path";
import { config } from "@/lib/platform/config";
import { log } from "@/lib/platform/log";
import { type Db, type DbDriver, type DbHandle, openPostgres, ping, type PingResult, withTimeout } from "./connect";
import { DatabaseUnavailableError, errorMessage } from "./errors";
import { assertMigrated, migratePglite, migratePostgres, type MigrationReport } from "./migrate";
import { migrationUrl } from "./pooler";

export type { Db, DbDriver, PingResult } from "./connect";
export { rowsOf } from "./connect";

interface DbState {
  handle?: DbHandle;
  opening?: Promise<DbHandle>;
}

// On globalThis so a dev hot reload reuses the open database instead of opening its folder twice.
const stateKey = Symbol.for("central-do-assinante.db");
const globals = globalThis as typeof globalThis & { [stateKey]?: DbState };
const state: DbState = (globals[stateKey] ??= {});

function configuredDriver(): DbDriver {
  return config().DATABASE_URL ? "postgres" : "pglite";
}

async function open(): Promise<DbHandle> {
  const env = config();
  const { DATABASE_URL: url, dataDir } = env;
  const driver: DbDriver = url ? "postgres" : "pglite";
  const started = Date.now();
  let handle: DbHandle | undefined;
  try {
    let report: MigrationReport;
    if (url && env.MIGRATE_ON_START) {
      report = await migratePostgres(migrationUrl({ ...env, DATABASE_URL: url }));
      handle = openPostgres(url);
    } else if (url) {
      handle = openPostgres(url);
      report = await assertMigrated(handle.db);
    } else {
      // One process owns the embedded database, so it always migrates it itself. Imported here
      // only: a server on PostgreSQL never loads PGlite.
      const { openPglite } = await import("./pglite");
      handle = await openPglite(path.join(dataDir, "pglite"));
      report = await migratePglite(handle);
    }
    log.info({ driver, applied: report.applied, ms: Date.now() - started }, "banco de dados pronto");
    return handle;
  } catch (error) {
    await handle?.close().catch(() => {});
    log.error({ driver, err: error }, "banco de dados indisponível");
    throw new DatabaseUnavailableError(`Banco de dados indisponível (${driver}): ${errorMessage(error)}`, {
      cause: error,
    });
  }
}

/**
 * The app's database: PostgreSQL when DATABASE_URL is set, else PGlite under DATA_DIR/pglite.
 * Opened and migrated on the first call (with MIGRATE_ON_START=0, PostgreSQL is only checked
 * for pending migrations); concurrent first calls share one attempt, and a
 * failed attempt (DatabaseUnavailableError) is retried by the next call.
 */
export async function getDb(): Promise<Db> {
  if (state.handle) return state.handle.db;
  state.opening ??= open().then(
    (handle) => {
      state.handle = handle;
      return handle;
    },
    (error: unknown) => {
      state.opening = undefined;
      throw error;
    },
  );
  return (await state.opening).db;
}

/** `select 1` within `timeoutMs` (opening included when it has not happened yet); never throws. */
export async function pingDatabase(timeoutMs = 2000): Promise<PingResult> {
  let driver: DbDriver = process.env.DATABASE_URL ? "postgres" : "pglite";
  try {
    driver = configuredDriver();
    const started = Date.now();
    const db = await withTimeout(getDb(), timeoutMs);
    return await ping({ db, driver }, Math.max(1, timeoutMs - (Date.now() - started)));
  } catch (error) {
    return { ok: false, driver, error: errorMessage(error) };
  }
}

/** Closes the app's database (scripts and graceful shutdown); the next getDb() opens it again. */
export async function closeDb(): Promise<void> {
  const { handle, opening } = state;
  state.handle = undefined;
  state.opening = undefined;
  const open = handle ?? (await opening?.catch(() => undefined));
  await open?.close();
}
