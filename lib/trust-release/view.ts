/** What the history shows of one record (docs/SPEC.md §3); dates as ISO text. */
export type ReleaseHistoryView = {
  id: number;
  status: string;
  dataSolicitacao: string;
  dataLiberacao: string | null;
  motivo: string | null;
};

type HistoryRow = { id: number; status: string; dataSolicitacao: Date; dataLiberacao: Date | null; motivo: string | null };

export function toReleaseHistoryView(row: HistoryRow): ReleaseHistoryView {
  return {
    id: row.id,
    status: row.status,
    dataSolicitacao: row.dataSolicitacao.toISOString(),
    dataLiberacao: row.dataLiberacao?.toISOString() ?? null,
    motivo: row.motivo,
  };
}
