import "server-only";
import { and, eq, isNull, type SQL } from "drizzle-orm";
import type { IndexColumn } from "drizzle-orm/pg-core";
import type { Db } from "@/lib/vendors/db/client";
import type { boletoCache, pixCharges } from "@/lib/vendors/db/schema";
import type { ClaimStore } from "./generation";

type ClaimTable = typeof boletoCache | typeof pixCharges;

type ClaimTableSpec<T extends ClaimTable> = {
  /** The row's unique key, as a condition and as the insert's conflict target. */
  sameKey: SQL | undefined;
  keyColumns: IndexColumn[];
  /** The whole new pending row, key included. */
  pending: T["$inferInsert"];
  /** What a takeover writes over `row`, besides the new owner. */
  replacing: (row: T["$inferSelect"]) => Partial<T["$inferInsert"]>;
};

/** The claim of generation.ts on a row of one of its tables (boleto_cache, pix_charges). */
export function claimTableStore<T extends ClaimTable>(db: Db, table: T, spec: ClaimTableSpec<T>): ClaimStore<T["$inferSelect"]> {
  const t: ClaimTable = table;
  return {
    async find() {
      const [row] = await db.select().from(t).where(spec.sameKey).limit(1);
      return row;
    },
    async insertPending(lockToken, lockedUntil) {
      const inserted = await db
        .insert(t)
        .values({ ...spec.pending, lockToken, lockedUntil })
        .onConflictDoNothing({ target: spec.keyColumns })
        .returning({ id: t.id });
      return inserted.length > 0;
    },
    async takeOver(row, lockToken, lockedUntil) {
      // Compare-and-set on what was read: of two requests taking over one row, one matches.
      const unchanged = row.lockToken === null ? and(eq(t.status, row.status), isNull(t.lockToken)) : eq(t.lockToken, row.lockToken);
      // A replacement is a new entry: its creation time orders it among the most recent.
      const taken = await db
        .update(t)
        .set({ ...spec.replacing(row), lockToken, lockedUntil, createdAt: new Date() })
        .where(and(eq(t.id, row.id), unchanged))
        .returning({ id: t.id });
      return taken.length > 0;
    },
  };
}
