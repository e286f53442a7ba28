import { date, index, integer, jsonb, pgTable, text } from "drizzle-orm/pg-core";
import { id, timestamptz, createdAt } from "./columns";

export const sugestaoCentral = pgTable(
  "sugestaocentral",
  {
    id: id(),
    clienteCpf: text("cliente_cpf").notNull(),
    titulo: text("titulo").notNull(),
    descricao: text("descricao").notNull(),
    /** geral | tecnico | financeiro | atendimento | produto | melhoria */
    categoria: text("categoria").notNull().default("geral"),
    /** 1 Baixa, 2 Media, 3 Alta */
    prioridade: integer("prioridade").notNull().default(1),
    anexos: jsonb("anexos"),
    /** pendente | em_analise | aprovada | rejeitada | implementada */
    status: text("status").notNull().default("pendente"),
    dataCriacao: createdAt("data_criacao"),
    dataResposta: timestamptz("data_resposta"),
    respostaAdmin: text("resposta_admin"),
    votosPositivos: integer("votos_positivos").notNull().default(0),
    implementacaoPrevista: date("implementacao_prevista", { mode: "string" }),
  },
  (t) => [
    index("sugestaocentral_cliente_data_idx").on(t.clienteCpf, t.dataCriacao.desc().nullsFirst()),
    index("sugestaocentral_cliente_status_idx").on(t.clienteCpf, t.status),
  ],
).enableRLS();
