/** Usage arithmetic for /internet (docs/SGP-ENDPOINTS.md §5: counters in bytes). */

export type MonthRef = { year: number; month: number };

/** The month of `monthKey` ("YYYY-MM") and the `previous` ones before it, oldest first. */
export function recentMonths(monthKey: string, previous = 6): MonthRef[] {
  const [year, month] = monthKey.split("-").map(Number) as [number, number];
  return Array.from({ length: previous + 1 }, (_, i) => {
    const index = year * 12 + (month - 1) - (previous - i);
    return { year: Math.floor(index / 12), month: (index % 12) + 1 };
  });
}

export type MonthAnswer = MonthRef & {
  total: number | null;
  sessions: { download: number | null; upload: number | null; total: number | null }[];
};

export type MonthUsage = MonthRef & { download: number; upload: number; total: number };

/**
 * A month's figures: download and upload summed over its sessions; the total is the SGP's own
 * when it gives one, else each session's total (or its download plus upload) summed.
 */
export function monthUsage(answer: MonthAnswer): MonthUsage {
  let download = 0;
  let upload = 0;
  let summed = 0;
  for (const s of answer.sessions) {
    download += s.download ?? 0;
    upload += s.upload ?? 0;
    summed += s.total ?? (s.download ?? 0) + (s.upload ?? 0);
  }
  return { year: answer.year, month: answer.month, download, upload, total: answer.total ?? summed };
}

const GB = 1_000_000_000;

/** Bytes as pt-BR gigabytes ("12,3 GB"), or megabytes below 1 GB. */
export function formatBytes(bytes: number): string {
  if (bytes < GB) return `${(bytes / 1_000_000).toLocaleString("pt-BR", { maximumFractionDigits: 0 })} MB`;
  return `${(bytes / GB).toLocaleString("pt-BR", { minimumFractionDigits: 1, maximumFractionDigits: 1 })} GB`;
}

const MONTHS = ["jan", "fev", "mar", "abr", "mai", "jun", "jul", "ago", "set", "out", "nov", "dez"];

export function monthLabel({ year, month }: MonthRef): string {
  return `${MONTHS[month - 1]}/${String(year).slice(2)}`;
}

/** The chart's scale: the largest month rounded up to a round number of GB (at least 1 GB). */
export function chartMax(months: readonly MonthUsage[]): number {
  const top = Math.max(GB, ...months.map((m) => m.total));
  const step = top > 200 * GB ? 100 * GB : top > 50 * GB ? 50 * GB : 10 * GB;
  return Math.ceil(top / step) * step;
}
