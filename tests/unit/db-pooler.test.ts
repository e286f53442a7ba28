import { describe, expect, it } from "vitest";
import { migrationUrl, PoolerMigrationError, transactionPoolerReason } from "@/lib/vendors/db/pooler";

// Supabase's connection strings (Project settings → Database), with a made-up project.
const DIRECT = "postgresql://postgres:senha@db.abcdefghijklmnop.supabase.co:5432/postgres";
const SESSION_POOLER = "postgresql://postgres.abcdefghijklmnop:senha@aws-0-sa-east-1.pooler.supabase.com:5432/postgres";
const TRANSACTION_POOLER = "postgresql://postgres.abcdefghijklmnop:senha@aws-0-sa-east-1.pooler.supabase.com:6543/postgres";

describe("transactionPoolerReason", () => {
  it("recognises Supabase's transaction pooler by its port and PgBouncer by pgbouncer=true", () => {
    expect(transactionPoolerReason(TRANSACTION_POOLER)).toBe("porta 6543");
    expect(transactionPoolerReason("postgres://app@pgbouncer.interno:6432/central?pgbouncer=true")).toBe("pgbouncer=true");
  });

  it("accepts the direct connection, the session pooler and a plain server", () => {
    for (const url of [DIRECT, SESSION_POOLER, "postgres://postgres@127.0.0.1:5432/test", "postgres://app@db/central"]) {
      expect(transactionPoolerReason(url)).toBeNull();
    }
  });
});

describe("migrationUrl", () => {
  it("takes DATABASE_MIGRATION_URL over DATABASE_URL, so the server may use the pooler", () => {
    expect(migrationUrl({ DATABASE_URL: TRANSACTION_POOLER, DATABASE_MIGRATION_URL: DIRECT })).toBe(DIRECT);
    expect(migrationUrl({ DATABASE_URL: DIRECT })).toBe(DIRECT);
  });

  it("refuses a transaction pooler, naming the variable that holds it", () => {
    expect(() => migrationUrl({ DATABASE_URL: TRANSACTION_POOLER })).toThrow(PoolerMigrationError);
    expect(() => migrationUrl({ DATABASE_URL: TRANSACTION_POOLER })).toThrow(
      /^DATABASE_URL aponta para um pooler em modo transação \(porta 6543\).*defina DATABASE_MIGRATION_URL/,
    );
    expect(() => migrationUrl({ DATABASE_URL: DIRECT, DATABASE_MIGRATION_URL: TRANSACTION_POOLER })).toThrow(
      /^DATABASE_MIGRATION_URL aponta para um pooler/,
    );
  });
});
