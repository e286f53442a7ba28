import { pgTable, text, uniqueIndex } from "drizzle-orm/pg-core";
import { id, createdAt, updatedAt } from "./columns";

export const clientes = pgTable(
  "clientes",
  {
    id: id(),
    cpf: text("cpf").notNull(),
    nome: text("nome"),
    email: text("email"),
    telefone: text("telefone"),
    /** A scrypt hash string, never the password itself. Null means "the document digits". */
    senhaCentral: text("senha_central"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex("clientes_cpf_key").on(t.cpf)],
).enableRLS();
