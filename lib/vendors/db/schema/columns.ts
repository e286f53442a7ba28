import { bigint, timestamp } from "drizzle-orm/pg-core";

/**
 * Naming: the four tables of the spec (clientes, notificacaocentral, sugestaocentral,
 * liberacao_confianca_central) keep the upstream names and columns exactly, so a
 * provider's existing database can be adopted. Tables for what the original kept in the
 * browser are this product's own: English snake_case table names, with the spec's
 * domain words for columns (cpfcnpj, numero_documento, cliente_documento).
 *
 * Tax ids are stored as digits only everywhere.
 *
 * Every table has row level security on and no policy (`.enableRLS()`): on Supabase the
 * public anon key reaches the public schema through its REST API, and must read nothing.
 * The server connects as the tables' owner, which RLS without FORCE does not restrict.
 */

export const id = () => bigint("id", { mode: "number" }).primaryKey().generatedByDefaultAsIdentity();
export const timestamptz = (name: string) => timestamp(name, { withTimezone: true, mode: "date" });
export const createdAt = (name = "created_at") => timestamptz(name).notNull().defaultNow();
export const updatedAt = () =>
  timestamptz("updated_at")
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date());
