import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { closeDb, getDb, pingDatabase } from "@/lib/vendors/db/client";
import { openPostgres, ping } from "@/lib/vendors/db/connect";
import { openPglite } from "@/lib/vendors/db/pglite";
import { DatabaseUnavailableError, isDatabaseUnavailable, isUniqueViolation } from "@/lib/vendors/db/errors";
import { migratePostgres, migrationsFolder, pendingMigrations } from "@/lib/vendors/db/migrate";
import { mesReferencia } from "@/lib/vendors/db/month";
import { clientes } from "@/lib/vendors/db/schema";
// The server is started with this preload (npm start, the container); startServer refuses to run without it.
import "@/lib/platform/runtime/socket-address.mjs";
import { startServer } from "@/lib/platform/startup";
import { createEmptyPostgres, createTestDatabase, testDatabaseUrl } from "@/tests/support/db";
import { rejectionOf } from "@/tests/support/rejection";

/** Every migration the folder holds, oldest first. */
const migrationTags = (
  JSON.parse(fs.readFileSync(path.join(migrationsFolder, "meta", "_journal.json"), "utf8")) as { entries: { tag: string }[] }
).entries.map((entry) => entry.tag);

const envKeys = ["DATABASE_URL", "DATABASE_MIGRATION_URL", "MIGRATE_ON_START", "DATA_DIR"] as const;
type DbEnv = Partial<Record<(typeof envKeys)[number], string>>;
const savedEnv: DbEnv = Object.fromEntries(envKeys.map((key) => [key, process.env[key]]));
let tempDir: string;

function setEnv(values: DbEnv) {
  for (const [key, value] of Object.entries(values)) {
    if (value === undefined) delete process.env[key];
    else process.env[key] = value;
  }
}

beforeEach(() => {
  tempDir = fs.mkdtempSync(path.join(os.tmpdir(), "cda-db-"));
});

afterEach(async () => {
  await closeDb();
  setEnv(savedEnv);
  fs.rmSync(tempDir, { recursive: true, force: true });
});

describe("getDb and pingDatabase", () => {
  it("report an unreachable PostgreSQL quickly, as DatabaseUnavailableError, and retry later", async () => {
    setEnv({ DATABASE_URL: "postgres://postgres@127.0.0.1:1/nada", DATA_DIR: tempDir });
    const started = Date.now();
    const result = await pingDatabase();
    expect(result).toMatchObject({ ok: false, driver: "postgres" });
    expect(!result.ok && result.error).toMatch(/ECONNREFUSED|indisponível/);
    expect(Date.now() - started).toBeLessThan(3000);

    const error = await getDb().catch((e: unknown) => e);
    expect(error).toBeInstanceOf(DatabaseUnavailableError);
    expect(isDatabaseUnavailable(error)).toBe(true);
    // A failed first open is not cached: the next call tries again.
    await expect(getDb()).rejects.toBeInstanceOf(DatabaseUnavailableError);
  });

  it("let the server start while PostgreSQL is unreachable, so liveness answers and readiness reports it", async () => {
    setEnv({ DATABASE_URL: "postgres://postgres@127.0.0.1:1/nada", DATA_DIR: tempDir });
    await expect(startServer()).resolves.toBeUndefined();
    expect(await pingDatabase()).toMatchObject({ ok: false, driver: "postgres" });
  });

  it("open the embedded database under DATA_DIR once for concurrent callers", async () => {
    setEnv({ DATABASE_URL: undefined, DATA_DIR: tempDir });
    const lockFile = path.join(tempDir, "pglite.lock");
    fs.writeFileSync(lockFile, "999999999"); // left by a process that died: taken over
    const [a, b] = await Promise.all([getDb(), getDb()]);
    expect(a).toBe(b);
    expect(fs.existsSync(path.join(tempDir, "pglite", "PG_VERSION"))).toBe(true);
    expect(fs.readFileSync(lockFile, "utf8")).toBe(String(process.pid));
    expect(await pingDatabase()).toEqual({ ok: true, driver: "pglite" });
    await a.insert(clientes).values({ cpf: "12345678909" });

    await closeDb();
    expect(fs.existsSync(lockFile)).toBe(false);
    const reopened = await getDb();
    expect(reopened).not.toBe(a);
    expect(await reopened.$count(clientes)).toBe(1);
  });

  it.runIf(testDatabaseUrl)("open PostgreSQL from DATABASE_URL", async () => {
    const database = await createTestDatabase("postgres");
    try {
      setEnv({ DATABASE_URL: database.url });
      const db = await getDb();
      await db.execute(sql`select 1`);
      expect(await pingDatabase()).toEqual({ ok: true, driver: "postgres" });
    } finally {
      await closeDb();
      await database.close();
    }
  });
});

describe("migrations when the server opens the database", () => {
  /** How many migrations the database the server opened still lacks. */
  const pending = async () => (await pendingMigrations(await getDb())).length;

  it.runIf(testDatabaseUrl)("with MIGRATE_ON_START=0, refuses an unmigrated PostgreSQL until the migration command has run", async () => {
    const database = await createEmptyPostgres();
    try {
      setEnv({ DATABASE_URL: database.url, MIGRATE_ON_START: "0", DATA_DIR: tempDir });
      const error = await rejectionOf(getDb());
      expect(error).toBeInstanceOf(DatabaseUnavailableError);
      expect((error as Error).message).toContain(
        `${migrationTags.length} migração(ões) pendente(s) (${migrationTags.join(", ")}) e MIGRATE_ON_START=0`,
      );
      expect(await pingDatabase()).toMatchObject({ ok: false, driver: "postgres" });

      await migratePostgres(database.url);
      expect(await pending()).toBe(0);
      expect(await pingDatabase()).toEqual({ ok: true, driver: "postgres" });
    } finally {
      await closeDb();
      await database.drop();
    }
  });

  it.runIf(testDatabaseUrl)("by default, migrates PostgreSQL itself", async () => {
    const database = await createEmptyPostgres();
    try {
      setEnv({ DATABASE_URL: database.url, DATA_DIR: tempDir });
      expect(await pending()).toBe(0);
    } finally {
      await closeDb();
      await database.drop();
    }
  });

  it.runIf(testDatabaseUrl)("migrates through DATABASE_MIGRATION_URL when it is set", async () => {
    // Two databases tell the URLs apart: migrations go to the direct one only.
    const [served, direct] = await Promise.all([createEmptyPostgres(), createEmptyPostgres()]);
    try {
      setEnv({ DATABASE_URL: served.url, DATABASE_MIGRATION_URL: direct.url, DATA_DIR: tempDir });
      expect(await pending()).toBe(migrationTags.length);
      const migrated = openPostgres(direct.url, 1);
      expect(await pendingMigrations(migrated.db)).toEqual([]);
      await migrated.close();
    } finally {
      await closeDb();
      await Promise.all([served.drop(), direct.drop()]);
    }
  });

  it("always migrates the embedded database, which one process owns", async () => {
    setEnv({ DATABASE_URL: undefined, MIGRATE_ON_START: "0", DATA_DIR: tempDir });
    expect(await pending()).toBe(0);
  });

  it("refuses a transaction pooler for migrations before connecting to it, naming the variable", async () => {
    const connections: net.Socket[] = [];
    const pooler = net.createServer((socket) => connections.push(socket));
    await new Promise<void>((resolve) => pooler.listen(0, "127.0.0.1", resolve));
    const port = (pooler.address() as net.AddressInfo).port;
    try {
      setEnv({ DATABASE_URL: `postgres://postgres@127.0.0.1:${port}/postgres?pgbouncer=true`, DATA_DIR: tempDir });
      const error = await rejectionOf(getDb());
      expect(error).toBeInstanceOf(DatabaseUnavailableError);
      expect((error as Error).message).toContain(
        "DATABASE_URL aponta para um pooler em modo transação (pgbouncer=true), onde a trava da migração (advisory lock) não se mantém",
      );
      expect((error as Error).message).toContain("defina DATABASE_MIGRATION_URL com ela");
      expect(connections).toHaveLength(0);
    } finally {
      for (const socket of connections) socket.destroy();
      pooler.close();
    }
  });
});

describe("database handles", () => {
  it("refuses a folder another live process holds", async () => {
    const folder = path.join(tempDir, "pglite");
    fs.writeFileSync(`${folder}.lock`, String(process.ppid));
    await expect(openPglite(folder)).rejects.toThrow(/em uso pelo processo/);
  });

  it("pings false once closed", async () => {
    const database = await createTestDatabase("pglite");
    expect(await ping(database)).toEqual({ ok: true, driver: "pglite" });
    await database.close();
    expect(await ping(database)).toMatchObject({ ok: false, driver: "pglite" });
  });
});

describe("helpers", () => {
  it("mesReferencia uses the Brazilian calendar month", () => {
    expect(mesReferencia(new Date("2026-01-01T02:59:59Z"))).toBe("2025-12");
    expect(mesReferencia(new Date("2026-01-01T03:00:00Z"))).toBe("2026-01");
    expect(mesReferencia(new Date("2026-07-31T23:00:00Z"))).toBe("2026-07");
  });

  it("classify driver errors through drizzle's wrapping", () => {
    const refused = Object.assign(new Error("connect ECONNREFUSED"), { code: "ECONNREFUSED" });
    expect(isDatabaseUnavailable(new Error("Failed query", { cause: refused }))).toBe(true);
    expect(isDatabaseUnavailable(Object.assign(new Error("admin shutdown"), { code: "57P01" }))).toBe(true);
    expect(isDatabaseUnavailable(Object.assign(new Error("syntax"), { code: "42601" }))).toBe(false);
    const unique = Object.assign(new Error("dup"), { code: "23505", constraint_name: "x_key" });
    expect(isUniqueViolation(new Error("Failed query", { cause: unique }), "x_key")).toBe(true);
    expect(isUniqueViolation(unique, "y_key")).toBe(false);
  });
});
