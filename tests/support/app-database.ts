import type { DbHandle } from "@/lib/vendors/db/connect";

/**
 * The database the app's getDb() returns under Vitest while a suite holds one
 * (tests/support/setup.ts wraps lib/vendors/db/client.ts with it); without one, getDb() opens
 * the configured database as the server does.
 */
let suiteDatabase: Pick<DbHandle, "db" | "driver"> | undefined;

export function appDatabase(): Pick<DbHandle, "db" | "driver"> | undefined {
  return suiteDatabase;
}

/** Points the app at `database` (a fresh test database), or back at the configured one with null. */
export function setAppDatabase(database: Pick<DbHandle, "db" | "driver"> | null): void {
  suiteDatabase = database ?? undefined;
}
