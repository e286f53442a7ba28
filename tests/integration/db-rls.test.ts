import { randomBytes } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { getTableName, is, sql } from "drizzle-orm";
import { PgTable } from "drizzle-orm/pg-core";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { type Db, rowsOf } from "@/lib/vendors/db/connect";
import { wrapPglite } from "@/lib/vendors/db/pglite";
import { migratePglite, migrationsFolder } from "@/lib/vendors/db/migrate";
import * as schema from "@/lib/vendors/db/schema";
import { createTestDatabase, describeEachDatabase, onServer, type TestDatabase, testDatabaseUrl, truncateAll } from "@/tests/support/db";

/*
 * Supabase serves the public schema to anyone holding the project's public anon key.
 * Every table the portal creates has row level security on and no policy, so that key
 * reads nothing, while the server, connected as the tables' owner, reads everything.
 */

type TableSecurity = { table: string; rls: boolean; forced: boolean; policies: number };

async function publicTables(db: Db): Promise<TableSecurity[]> {
  return rowsOf<TableSecurity>(
    await db.execute(sql`
      select c.relname as "table", c.relrowsecurity as rls, c.relforcerowsecurity as forced,
        (select count(*)::int from pg_policies p where p.schemaname = n.nspname and p.tablename = c.relname) as policies
      from pg_class c join pg_namespace n on n.oid = c.relnamespace
      where n.nspname = 'public' and c.relkind in ('r', 'p')
      order by c.relname`),
  );
}

const schemaTables = Object.values(schema as Record<string, unknown>)
  .filter((value): value is PgTable => is(value, PgTable))
  .map((table) => getTableName(table))
  .sort();

/** One row in each of a few tables, written by the connection's own role. */
async function seed(db: Db) {
  await db.insert(schema.clientes).values({ cpf: "52998224725", nome: "Maria", senhaCentral: "scrypt$x" });
  await db
    .insert(schema.pushSubscriptions)
    .values({ clienteDocumento: "52998224725", endpoint: "https://fcm.googleapis.com/x", p256dh: "p", auth: "a" });
  await db.insert(schema.notificacaoCentral).values({ clienteDocumento: "52998224725", titulo: "t", mensagem: "m" });
}

const SEEDED = ["clientes", "push_subscriptions", "notificacaocentral"] as const;

async function countAs(db: Db, role: string | null): Promise<Record<string, number>> {
  return db.transaction(async (tx) => {
    if (role) await tx.execute(sql.raw(`set local role "${role}"`));
    const counts: Record<string, number> = {};
    for (const table of SEEDED) {
      const [row] = rowsOf<{ n: number }>(await tx.execute(sql.raw(`select count(*)::int as n from "${table}"`)));
      counts[table] = row!.n;
    }
    return counts;
  });
}

const newRole = (kind: string) => `cda_${kind}_${randomBytes(4).toString("hex")}`;

/** Makes `role` like Supabase's `anon`: allowed to SELECT every table, owner of none. */
async function grantRead(db: Db, role: string) {
  await db.execute(sql.raw(`grant usage on schema public to "${role}"`));
  await db.execute(sql.raw(`grant select on all tables in schema public to "${role}"`));
}

const ALL_ROWS = { clientes: 1, push_subscriptions: 1, notificacaocentral: 1 };
const NO_ROWS = { clientes: 0, push_subscriptions: 0, notificacaocentral: 0 };

describeEachDatabase("row level security", (getDb) => {
  beforeEach(() => truncateAll(getDb()));

  it("is on, not forced and without policies on every table of the public schema", async () => {
    const tables = await publicTables(getDb());
    expect(tables.map((t) => t.table)).toEqual(expect.arrayContaining(schemaTables));
    for (const table of tables) expect(table, table.table).toMatchObject({ rls: true, forced: false, policies: 0 });
  });

  it("lets a role that owns no table read no row, with SELECT granted", async () => {
    await seed(getDb());
    // Roles belong to the server, not the database: a random name, dropped afterwards.
    const reader = newRole("anon");
    await getDb().execute(sql.raw(`create role "${reader}" nologin`));
    try {
      await grantRead(getDb(), reader);
      expect(await countAs(getDb(), reader)).toEqual(NO_ROWS);
      expect(await countAs(getDb(), null)).toEqual(ALL_ROWS);
    } finally {
      await getDb().execute(sql.raw(`drop owned by "${reader}"`));
      await getDb().execute(sql.raw(`drop role "${reader}"`));
    }
  });
});

// The server's role on Supabase owns the tables without being a superuser (which would bypass RLS anyway).
if (testDatabaseUrl) {
  describe("row level security [postgres, the server's role owns the tables]", () => {
    const owner = newRole("owner");
    const reader = newRole("anon");
    let database: TestDatabase;

    beforeAll(async () => {
      await onServer(async (admin) => {
        await admin.unsafe(`create role "${owner}" login nosuperuser nobypassrls`);
        await admin.unsafe(`create role "${reader}" nologin`);
        // Lets the owner SET ROLE to the reader, as Supabase's authenticator does.
        await admin.unsafe(`grant "${reader}" to "${owner}"`);
      });
      database = await createTestDatabase("postgres", { owner });
      await grantRead(database.db, reader);
    });
    afterAll(async () => {
      await database?.close();
      await onServer(async (admin) => {
        await admin.unsafe(`drop role if exists "${reader}"`);
        await admin.unsafe(`drop role if exists "${owner}"`);
      });
    });

    it("reads and writes as the owner, while the anon-like role reads nothing", async () => {
      const [me] = rowsOf<{ user: string; superuser: string }>(
        await database.db.execute(sql`select current_user as user, current_setting('is_superuser') as superuser`),
      );
      expect(me).toEqual({ user: owner, superuser: "off" });
      await seed(database.db);
      expect(await countAs(database.db, null)).toEqual(ALL_ROWS);
      expect(await countAs(database.db, reader)).toEqual(NO_ROWS);
    });
  });
}

describe("row level security over an adopted database", () => {
  let before: string;
  beforeAll(() => {
    // The migrations folder as it was before row level security (0000 and 0001 only).
    before = fs.mkdtempSync(path.join(os.tmpdir(), "cda-migrations-"));
    fs.cpSync(migrationsFolder, before, { recursive: true });
    const journalFile = path.join(before, "meta", "_journal.json");
    const journal = JSON.parse(fs.readFileSync(journalFile, "utf8")) as { entries: { tag: string }[] };
    journal.entries = journal.entries.filter((entry) => entry.tag < "0002");
    fs.writeFileSync(journalFile, JSON.stringify(journal));
  });
  afterAll(() => fs.rmSync(before, { recursive: true, force: true }));

  it("drops the policies the old portal left for the anon key", async () => {
    const handle = wrapPglite(await PGlite.create());
    try {
      await migratePglite(handle, before);
      await handle.db.execute(sql`create policy "anon le clientes" on clientes for select using (true)`);
      await handle.db.execute(sql`create policy "anon grava sugestoes" on sugestaocentral for insert with check (true)`);
      await migratePglite(handle);
      const tables = await publicTables(handle.db);
      expect(tables.filter((t) => t.policies > 0 || !t.rls)).toEqual([]);
    } finally {
      await handle.close();
    }
  });
});
