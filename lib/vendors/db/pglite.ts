import fs from "node:fs";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { drizzle as drizzlePglite, PglitePreparedQuery } from "drizzle-orm/pglite";
import { traceDatabaseQueries } from "../../platform/observability/db-tracing";
import type { Db, DbHandle } from "./connect";
import * as schema from "./schema";

/*
 * The embedded database, apart from lib/vendors/db/connect.ts: lib/vendors/db/client.ts imports this module only
 * when DATABASE_URL is unset, so a server on PostgreSQL never loads PGlite (about 5 MB resident
 * for its code alone).
 */

/** Wraps an already created PGlite (in memory or a clone, as tests use). */
export function wrapPglite(client: PGlite, onClose?: () => void): DbHandle {
  traceDatabaseQueries(PglitePreparedQuery);
  const db = drizzlePglite({ client, schema }) as unknown as Db;
  let closed = false;
  return {
    db,
    driver: "pglite",
    async close() {
      if (closed) return;
      closed = true;
      try {
        await client.close();
      } finally {
        onClose?.();
      }
    },
  };
}

/** Opens (creating when missing) the embedded database stored in `folder`. */
export async function openPglite(folder: string): Promise<DbHandle> {
  fs.mkdirSync(folder, { recursive: true });
  const release = lockFolder(folder);
  try {
    const client = new PGlite(folder);
    await client.waitReady;
    return wrapPglite(client, release);
  } catch (error) {
    release();
    throw error;
  }
}

/**
 * PGlite does not stop a second process from opening the same folder, which corrupts
 * it; a lock file next to the folder turns that into a clear error (e.g. running
 * `npm run db:migrate` while the dev server holds the database).
 */
function lockFolder(folder: string): () => void {
  const lockFile = `${path.resolve(folder)}.lock`;
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      fs.writeFileSync(lockFile, String(process.pid), { flag: "wx" });
      return () => fs.rmSync(lockFile, { force: true });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
      const owner = Number(fs.readFileSync(lockFile, "utf8"));
      if (owner !== process.pid && isAlive(owner)) {
        throw new Error(`O banco embutido em ${folder} está em uso pelo processo ${owner}.`);
      }
      fs.rmSync(lockFile, { force: true }); // stale lock, or our own from a hot reload
    }
  }
  throw new Error(`Não foi possível travar ${lockFile}.`);
}

function isAlive(pid: number): boolean {
  if (!Number.isInteger(pid) || pid <= 0) return false;
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}
