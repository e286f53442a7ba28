import "server-only";
import { and, desc, eq } from "drizzle-orm";
import { getDb } from "@/lib/vendors/db/client";
import { sugestaoCentral } from "@/lib/vendors/db/schema";
import { log, maskDocument } from "@/lib/platform/log";
import type { NewSuggestion, SuggestionStatus } from "@/lib/suggestions/validation";
import { computeSuggestionStats, emptySuggestionStats, type SuggestionStats } from "./stats";
import { toSuggestionView, type SuggestionView } from "./view";

const t = sugestaoCentral;

/** The customer's suggestions, newest first, optionally of one status; [] on failure (logged). */
export async function listSuggestions(cpf: string, status?: SuggestionStatus): Promise<SuggestionView[]> {
  try {
    const db = await getDb();
    const rows = await db
      .select()
      .from(t)
      .where(and(eq(t.clienteCpf, cpf), status ? eq(t.status, status) : undefined))
      .orderBy(desc(t.dataCriacao), desc(t.id));
    return rows.map(toSuggestionView);
  } catch (error) {
    log.error({ err: error, cpf: maskDocument(cpf) }, "erro ao listar sugestões");
    return [];
  }
}

/** Stats over all of the customer's suggestions (status and dates only); zeros on failure. */
export async function loadSuggestionStats(cpf: string): Promise<SuggestionStats> {
  try {
    const db = await getDb();
    const rows = await db
      .select({ status: t.status, dataCriacao: t.dataCriacao, dataResposta: t.dataResposta })
      .from(t)
      .where(eq(t.clienteCpf, cpf));
    return computeSuggestionStats(rows);
  } catch (error) {
    log.error({ err: error, cpf: maskDocument(cpf) }, "erro ao calcular estatísticas de sugestões");
    return emptySuggestionStats;
  }
}

/** Inserts a suggestion with status pendente and no attachments; throws on failure. */
export async function insertSuggestion(cpf: string, input: NewSuggestion): Promise<number> {
  const db = await getDb();
  const [row] = await db
    .insert(t)
    .values({
      clienteCpf: cpf,
      titulo: input.titulo,
      descricao: input.descricao,
      categoria: input.categoria,
      prioridade: input.prioridade,
      anexos: null,
      status: "pendente",
    })
    .returning({ id: t.id });
  if (!row) throw new Error("insert returned no row");
  return row.id;
}
