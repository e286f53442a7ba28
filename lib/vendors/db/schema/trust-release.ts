import { sql } from "drizzle-orm";
import { index, jsonb, pgTable, text, uniqueIndex } from "drizzle-orm/pg-core";
import { id, timestamptz, createdAt } from "./columns";

/** One entry of `contratos_liberados`: what happened to each contract of a trust release. */
export interface ContratoLiberado {
  contrato: string | number;
  sucesso: boolean;
  resultado?: unknown;
  erro?: string;
  pulado?: boolean;
  /** The SGP could not be reached (timeout, 5xx, open circuit): it decided nothing. */
  indisponivel?: boolean;
}

export const liberacaoConfiancaCentral = pgTable(
  "liberacao_confianca_central",
  {
    id: id(),
    cpfCnpj: text("cpf_cnpj").notNull(),
    nomeCliente: text("nome_cliente"),
    motivo: text("motivo"),
    status: text("status").notNull().default("processando"),
    dataSolicitacao: createdAt("data_solicitacao"),
    dataLiberacao: timestamptz("data_liberacao"),
    contratosLiberados: jsonb("contratos_liberados").$type<ContratoLiberado[]>(),
    ipSolicitacao: text("ip_solicitacao"),
    userAgent: text("user_agent"),
    /**
     * Calendar month of data_solicitacao in Brazil, 'YYYY-MM' (same as `mesReferencia()` in
     * lib/vendors/db/month.ts). Computed by the database, so with the unique index below it enforces one
     * release per month by itself: a second insert fails with 23505 (unique_violation).
     * Built from date_part because to_char is not immutable, which generated columns require.
     */
    mesReferencia: text("mes_referencia").generatedAlwaysAs(
      sql.raw(
        `date_part('year', "data_solicitacao" AT TIME ZONE 'America/Sao_Paulo')::int::text || '-' || ` +
          `lpad(date_part('month', "data_solicitacao" AT TIME ZONE 'America/Sao_Paulo')::int::text, 2, '0')`,
      ),
    ),
  },
  (t) => [
    uniqueIndex("liberacao_confianca_central_mes_key").on(t.cpfCnpj, t.mesReferencia),
    index("liberacao_confianca_central_cpf_data_idx").on(t.cpfCnpj, t.dataSolicitacao.desc().nullsFirst()),
  ],
).enableRLS();
