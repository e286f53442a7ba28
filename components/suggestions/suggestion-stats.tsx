import { suggestionMessages as m } from "@/lib/suggestions/messages";
import type { SuggestionStats as Stats } from "@/lib/suggestions/stats";

export function SuggestionStats({ stats }: { stats: Stats }) {
  const items = [
    { label: m.stats.total, value: String(stats.totalSugestoes) },
    { label: m.stats.aprovadas, value: String(stats.sugestoesAprovadas) },
    { label: m.stats.implementadas, value: String(stats.sugestoesImplementadas) },
    { label: m.stats.tempoMedio, value: m.stats.days(stats.tempoMedioResposta) },
    { label: m.stats.taxaAprovacao, value: m.stats.percent(stats.taxaAprovacao) },
  ];
  return (
    <section aria-label={m.stats.title} className="mb-6">
      <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-5">
        {items.map((item) => (
          <div key={item.label} className="rounded-lg border bg-card p-3 text-card-foreground last:col-span-2 sm:last:col-span-1">
            <dt className="text-xs text-muted-foreground">{item.label}</dt>
            <dd className="text-xl font-bold tabular-nums">{item.value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
