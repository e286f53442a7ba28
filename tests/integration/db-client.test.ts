import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { resetConfigForTests } from "@/lib/config";
import { closeDb, getDb, pingDatabase } from "@/lib/db/client";
import { openPglite, ping } from "@/lib/db/connect";
import { DatabaseUnavailableError, isDatabaseUnavailable, isUniqueViolation } from "@/lib/db/errors";
import { mesReferencia } from "@/lib/db/month";
import { clientes } from "@/lib/db/schema";
import { createTestDatabase, testDatabaseUrl } from "@/tests/support/db";

const savedEnv = { DATABASE_URL: process.env.DATABASE_URL, DATA_DIR: process.env.DATA_DIR };
let tempDir: string;

function setEnv(values: { DATABASE_URL?: string; DATA_DIR?: string }) {
  for (const [key, value] of Object.entries(values)) {
    if (value === undefined) delete process.env[key];
    else process.env[key] = value;
  }
  resetConfigForTests();
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
