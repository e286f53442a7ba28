import { parseDateInput, type DateInput } from "@/lib/shared/br/dates";

/** The spec's suggestion stats (section 3). */
export type SuggestionStats = {
  totalSugestoes: number;
  sugestoesAprovadas: number;
  sugestoesImplementadas: number;
  /** Average days from data_criacao to data_resposta over answered suggestions, rounded; 0 when none. */
  tempoMedioResposta: number;
  /** (aprovadas + implementadas) / total as a rounded percentage; 0 when there are none. */
  taxaAprovacao: number;
};

export type StatsRow = { status: string; dataCriacao: DateInput; dataResposta: DateInput };

const DAY_MS = 24 * 60 * 60 * 1000;

export function computeSuggestionStats(rows: readonly StatsRow[]): SuggestionStats {
  const total = rows.length;
  const aprovadas = rows.filter((r) => r.status === "aprovada").length;
  const implementadas = rows.filter((r) => r.status === "implementada").length;
  const answerTimes: number[] = [];
  for (const row of rows) {
    const created = parseDateInput(row.dataCriacao);
    const answered = parseDateInput(row.dataResposta);
    // An answer dated before the suggestion is bad data and counts as answered at once.
    if (created && answered) answerTimes.push(Math.max(0, answered.getTime() - created.getTime()));
  }
  const averageMs = answerTimes.length ? answerTimes.reduce((a, b) => a + b, 0) / answerTimes.length : 0;
  return {
    totalSugestoes: total,
    sugestoesAprovadas: aprovadas,
    sugestoesImplementadas: implementadas,
    tempoMedioResposta: Math.round(averageMs / DAY_MS),
    taxaAprovacao: total ? Math.round(((aprovadas + implementadas) / total) * 100) : 0,
  };
}

export const emptySuggestionStats: SuggestionStats = computeSuggestionStats([]);
