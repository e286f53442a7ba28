import fs from "node:fs";
import { isIP } from "node:net";
import { checkServerIdentity, type ConnectionOptions, type PeerCertificate } from "node:tls";
import { sql } from "drizzle-orm";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { drizzle as drizzlePostgres, PostgresJsPreparedQuery } from "drizzle-orm/postgres-js";
import postgres from "postgres";
import { traceDatabaseQueries } from "../../platform/observability/db-tracing";
import { errorMessage } from "./errors";
import * as schema from "./schema";

/*
 * Opening connections, without `server-only`, so the migrate script and the test
 * support share it with lib/vendors/db/client.ts (which owns the app's singleton). The embedded
 * database opens in lib/vendors/db/pglite.ts.
 */

export type Schema = typeof schema;
export type DbDriver = "pglite" | "postgres";

/**
 * The drizzle database every query module takes, whatever the driver. Only the
 * result of `execute()` differs between drivers; read it with `rowsOf()`.
 */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

export interface DbHandle {
  readonly db: Db;
  readonly driver: DbDriver;
  close(): Promise<void>;
}

export type PingResult = { ok: true; driver: DbDriver } | { ok: false; driver: DbDriver; error: string };

export const POSTGRES_POOL_MAX = 10;

const noop = () => {};

/** Options shared by the app pool and the single migration connection. */
function postgresOptions(max: number): postgres.Options<Record<string, postgres.PostgresType>> {
  return {
    max,
    connect_timeout: 5,
    idle_timeout: 30,
    max_lifetime: 60 * 30,
    // Transaction-mode poolers (Supabase's port 6543, PgBouncer) break named prepared statements.
    prepare: false,
    onnotice: noop,
    connection: { application_name: "central-do-assinante" },
  };
}

/**
 * libpq's sslmode and sslrootcert, so one DATABASE_URL means the same here as in psql and pg_dump.
 * The postgres package reads sslmode (verify-full checks the chain against Node's CAs and the
 * host name) but would send sslrootcert to the server as a setting; the CA file is read here.
 * As in libpq, verify-ca (and require given a CA file) checks the chain, not the name.
 * The package names no server for an IP address, and Node then checks the name "localhost":
 * verify-full checks the address of the URL itself.
 */
function postgresTls(url: string): { url: string; ssl?: ConnectionOptions } {
  const parsed = new URL(url);
  const rootCert = parsed.searchParams.get("sslrootcert");
  // libpq: sslrootcert=system means verify-full against the system's CAs.
  const mode = rootCert === "system" ? "verify-full" : parsed.searchParams.get("sslmode");
  const caFile = rootCert && rootCert !== "system" ? rootCert : null;
  if (caFile) parsed.searchParams.delete("sslrootcert");
  const cleaned = caFile ? parsed.toString() : url;
  const ca = caFile ? { ca: fs.readFileSync(caFile) } : {};
  if (mode === "verify-full") {
    const host = parsed.hostname.replace(/^\[|\]$/g, "");
    const checkName = (name: string, cert: PeerCertificate) => checkServerIdentity(isIP(host) ? host : name, cert);
    return { url: cleaned, ssl: { ...ca, rejectUnauthorized: true, checkServerIdentity: checkName } };
  }
  if (mode === "verify-ca" || (mode === "require" && caFile)) {
    return { url: cleaned, ssl: { ...ca, rejectUnauthorized: true, checkServerIdentity: () => undefined } };
  }
  return { url: cleaned };
}

/** A postgres client for `url` with `max` connections. */
export function postgresClient(url: string, max: number) {
  const tls = postgresTls(url);
  return postgres(tls.url, { ...postgresOptions(max), ...(tls.ssl && { ssl: tls.ssl }) });
}

export function openPostgres(url: string, max = POSTGRES_POOL_MAX): DbHandle {
  traceDatabaseQueries(PostgresJsPreparedQuery);
  const client = postgresClient(url, max);
  const db = drizzlePostgres({ client, schema }) as unknown as Db;
  return { db, driver: "postgres", close: () => client.end({ timeout: 5 }) };
}

/** `select 1` bounded by `timeoutMs`; never throws. */
export async function ping(handle: Pick<DbHandle, "db" | "driver">, timeoutMs = 2000): Promise<PingResult> {
  try {
    await withTimeout(handle.db.execute(sql`select 1`), timeoutMs);
    return { ok: true, driver: handle.driver };
  } catch (error) {
    return { ok: false, driver: handle.driver, error: errorMessage(error) };
  }
}

export function withTimeout<T>(promise: PromiseLike<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`tempo esgotado após ${ms} ms`)), ms);
  });
  return Promise.race([Promise.resolve(promise), timeout]).finally(() => clearTimeout(timer));
}

/** Rows of a `db.execute()` result: postgres-js returns an array, PGlite `{ rows }`. */
export function rowsOf<T extends Record<string, unknown>>(result: unknown): T[] {
  if (Array.isArray(result)) return result as T[];
  return ((result as { rows?: T[] } | null)?.rows ?? []) as T[];
}
