/** What the list shows of one suggestion; dates as ISO text, the forecast as a calendar date. */
export type SuggestionView = {
  id: number;
  titulo: string;
  descricao: string;
  categoria: string;
  prioridade: number;
  status: string;
  dataCriacao: string;
  dataResposta: string | null;
  respostaAdmin: string | null;
  votosPositivos: number;
  implementacaoPrevista: string | null;
};

/** What the list reads of a sugestaocentral row (lib/suggestions/store.ts reads it). */
type SuggestionRow = Omit<SuggestionView, "dataCriacao" | "dataResposta"> & { dataCriacao: Date; dataResposta: Date | null };

/** A sugestaocentral row as the list shows it (attachments and the customer's document left out). */
export function toSuggestionView(row: SuggestionRow): SuggestionView {
  return {
    id: row.id,
    titulo: row.titulo,
    descricao: row.descricao,
    categoria: row.categoria,
    prioridade: row.prioridade,
    status: row.status,
    dataCriacao: row.dataCriacao.toISOString(),
    dataResposta: row.dataResposta?.toISOString() ?? null,
    respostaAdmin: row.respostaAdmin,
    votosPositivos: row.votosPositivos,
    implementacaoPrevista: row.implementacaoPrevista,
  };
}
