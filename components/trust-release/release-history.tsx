import { History } from "lucide-react";
import { Badge, TONE_VARIANT } from "@/components/ui/badge";
import { formatDateTime } from "@/lib/shared/br/dates";
import { trustReleaseMessages as m } from "@/lib/trust-release/messages";
import { listReleaseHistory } from "@/lib/trust-release/store";
import { releaseStatusBadge } from "@/lib/trust-release/status";
import type { ReleaseHistoryView } from "@/lib/trust-release/view";

/** The customer's records, newest first; a failed read shows the empty state (docs/SPEC.md §8). */
export async function ReleaseHistory({ cpf }: { cpf: string }) {
  const items = await listReleaseHistory(cpf);
  if (items.length === 0) {
    return (
      <div className="rounded-lg border border-dashed p-8 text-center">
        <History aria-hidden className="mx-auto mb-2 size-8 text-muted-foreground" />
        <p className="font-medium">{m.historyEmpty}</p>
        <p className="text-sm text-muted-foreground">{m.historyEmptyDescription}</p>
      </div>
    );
  }
  return (
    <ul className="space-y-3">
      {items.map((item) => (
        <li key={item.id}>
          <HistoryEntry item={item} />
        </li>
      ))}
    </ul>
  );
}

function HistoryEntry({ item }: { item: ReleaseHistoryView }) {
  const badge = releaseStatusBadge(item.status);
  const titleId = `liberacao-${item.id}`;
  return (
    <article aria-labelledby={titleId} data-testid="trust-release-entry" className="space-y-2 rounded-lg border p-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 id={titleId} className="font-semibold">
          {m.historyItem(item.id)}
        </h3>
        <Badge variant={TONE_VARIANT[badge.tone]} data-testid="trust-release-status">
          {badge.label}
        </Badge>
      </div>
      <dl className="grid grid-cols-1 gap-x-4 gap-y-1 text-sm sm:grid-cols-[auto_minmax(0,1fr)]">
        <dt className="text-muted-foreground">{m.requestedAt}</dt>
        <dd>{formatDateTime(item.dataSolicitacao)}</dd>
        {item.dataLiberacao && (
          <>
            <dt className="text-muted-foreground">{m.processedAt}</dt>
            <dd>{formatDateTime(item.dataLiberacao)}</dd>
          </>
        )}
        {item.motivo && (
          <>
            <dt className="text-muted-foreground">{m.reason}</dt>
            <dd className="whitespace-pre-line wrap-anywhere">{item.motivo}</dd>
          </>
        )}
      </dl>
    </article>
  );
}
