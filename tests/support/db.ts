import { createHash, randomBytes } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { getTableName, is, sql } from "drizzle-orm";
import { PgTable } from "drizzle-orm/pg-core";
import postgres from "postgres";
import { afterAll, beforeAll, describe } from "vitest";
import { type Db, type DbDriver, type DbHandle, openPostgres } from "@/lib/vendors/db/connect";
import { wrapPglite } from "@/lib/vendors/db/pglite";
import { migratePglite, migratePostgres, migrationsFolder } from "@/lib/vendors/db/migrate";
import * as schema from "@/lib/vendors/db/schema";
import { setAppDatabase } from "./app-database";

/**
 * Fresh, migrated databases for tests, on both engines.
 *
 * - PGlite always: one migrated template is built per migrations version and kept in
 *   .test-data/ (initdb costs seconds), then each test database loads a copy in memory.
 * - PostgreSQL when TEST_DATABASE_URL is set (e.g. postgres://postgres@127.0.0.1:5432/test):
 *   a database cda_test_<random> is created on that server, migrated, and dropped after.
 *   Without the variable the PostgreSQL variant is not registered at all (not skipped as
 *   passing); CI sets it.
 *
 * App modules under test reach the database through getDb(); describeEachDatabase points
 * it at the suite's database with setAppDatabase() (see tests/support/setup.ts).
 */

export const testDatabaseUrl = process.env.TEST_DATABASE_URL || undefined;
export const testDrivers: DbDriver[] = testDatabaseUrl ? ["pglite", "postgres"] : ["pglite"];

export interface TestDatabase extends DbHandle {
  /** The PostgreSQL database name, or "memory" for PGlite. */
  readonly name: string;
  /** Connection string of the PostgreSQL test database (undefined for PGlite). */
  readonly url?: string;
}

const templateDir = path.join(process.cwd(), ".test-data");

function templateKey(): string {
  const hash = createHash("sha256");
  for (const file of fs.readdirSync(migrationsFolder, { recursive: true, encoding: "utf8" }).sort()) {
    const full = path.join(migrationsFolder, file);
    if (fs.statSync(full).isFile()) hash.update(file).update(fs.readFileSync(full));
  }
  const pglitePackage = path.join(process.cwd(), "node_modules", "@electric-sql", "pglite", "package.json");
  if (fs.existsSync(pglitePackage)) hash.update(fs.readFileSync(pglitePackage));
  return hash.digest("hex").slice(0, 16);
}

let template: Promise<Blob> | undefined;

/** The migrated PGlite data folder as a tarball, built once and reused across files and runs. */
function pgliteTemplate(): Promise<Blob> {
  template ??= (async () => {
    const file = path.join(templateDir, `pglite-template-${templateKey()}.tar`);
    if (fs.existsSync(file)) return new Blob([fs.readFileSync(file)]);
    const client = await PGlite.create();
    const handle = wrapPglite(client);
    try {
      await migratePglite(handle);
      const dump = await client.dumpDataDir("none");
      const bytes = Buffer.from(await dump.arrayBuffer());
      fs.mkdirSync(templateDir, { recursive: true });
      const partial = `${file}.${process.pid}.tmp`;
      fs.writeFileSync(partial, bytes);
      fs.renameSync(partial, file); // atomic, so a parallel worker never reads half a file
      return new Blob([bytes]);
    } finally {
      await handle.close();
    }
  })();
  template.catch(() => (template = undefined));
  return template;
}

async function createPglite(): Promise<TestDatabase> {
  const client = await PGlite.create({ loadDataDir: await pgliteTemplate() });
  return { ...wrapPglite(client), name: "memory" };
}

function databaseUrl(base: string, name: string, user?: string): string {
  const url = new URL(base);
  url.pathname = `/${name}`;
  if (user) url.username = user;
  return url.toString();
}

/** Runs `run` on a connection to the TEST_DATABASE_URL server (its own database, else "postgres"). */
export async function onServer<T>(run: (admin: postgres.Sql) => Promise<T>): Promise<T> {
  if (!testDatabaseUrl) throw new Error("TEST_DATABASE_URL is not set");
  for (const url of [testDatabaseUrl, databaseUrl(testDatabaseUrl, "postgres")]) {
    const admin = postgres(url, { max: 1, onnotice: () => {}, connect_timeout: 5 });
    try {
      return await run(admin);
    } catch (error) {
      // 3D000: the named database does not exist; any server database can create ours.
      if ((error as { code?: string }).code !== "3D000") throw error;
    } finally {
      await admin.end({ timeout: 5 });
    }
  }
  throw new Error(`no database to connect to on ${testDatabaseUrl}`);
}

/** A new, unmigrated database cda_test_<random> on the TEST_DATABASE_URL server; `drop()` removes it. */
export async function createEmptyPostgres(owner?: string): Promise<{ name: string; url: string; drop(): Promise<void> }> {
  const name = `cda_test_${randomBytes(6).toString("hex")}`;
  await onServer((admin) => admin.unsafe(`create database "${name}"${owner ? ` owner "${owner}"` : ""}`));
  return {
    name,
    url: databaseUrl(testDatabaseUrl!, name, owner),
    drop: () => onServer((admin) => admin.unsafe(`drop database if exists "${name}" with (force)`)).then(() => undefined),
  };
}

async function createPostgres(owner?: string): Promise<TestDatabase> {
  const { name, url, drop } = await createEmptyPostgres(owner);
  try {
    await migratePostgres(url);
  } catch (error) {
    await drop();
    throw error;
  }
  const handle = openPostgres(url, 5);
  return {
    ...handle,
    name,
    url,
    async close() {
      try {
        await handle.close();
      } finally {
        await drop();
      }
    },
  };
}

/**
 * A new migrated database; the caller must `close()` it (which also drops a PostgreSQL one).
 * `owner` (PostgreSQL only): an existing role that owns the database, migrates it and connects.
 */
export function createTestDatabase(driver: DbDriver, options: { owner?: string } = {}): Promise<TestDatabase> {
  return driver === "pglite" ? createPglite() : createPostgres(options.owner);
}

/**
 * Registers `suite` once per available engine, each with its own fresh database that
 * getDb() also returns while the suite runs:
 *
 *   describeEachDatabase("notifications", (getDb) => {
 *     beforeEach(() => truncateAll(getDb()));
 *     it("lists unread", async () => { ... });
 *   });
 */
export function describeEachDatabase(
  name: string,
  suite: (getDb: () => Db, driver: DbDriver) => void,
  drivers: readonly DbDriver[] = testDrivers,
): void {
  for (const driver of drivers) {
    describe(`${name} [${driver}]`, () => {
      let database: TestDatabase | undefined;
      beforeAll(async () => {
        database = await createTestDatabase(driver);
        setAppDatabase(database);
      });
      afterAll(async () => {
        setAppDatabase(null);
        await database?.close();
        database = undefined;
      });
      suite(() => {
        if (!database) throw new Error("the test database is only available inside tests and hooks");
        return database.db;
      }, driver);
    });
  }
}

const tableNames = Object.values(schema as Record<string, unknown>)
  .filter((value): value is PgTable => is(value, PgTable))
  .map((table) => `"${getTableName(table)}"`);

/** Empties every app table and restarts ids, for isolation between tests of one suite. */
export async function truncateAll(db: Db): Promise<void> {
  await db.execute(sql.raw(`truncate table ${tableNames.join(", ")} restart identity cascade`));
}
