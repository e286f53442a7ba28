import { CalendarClock, MessageSquareReply, ThumbsUp } from "lucide-react";
import { Badge, TONE_VARIANT } from "@/components/ui/badge";
import { formatDate } from "@/lib/shared/br/dates";
import { categoryLabel, priorityBadge, statusBadge } from "@/lib/suggestions/catalog";
import { suggestionMessages as m } from "@/lib/suggestions/messages";
import type { SuggestionView } from "@/lib/suggestions/view";

export function SuggestionCard({ suggestion }: { suggestion: SuggestionView }) {
  const status = statusBadge(suggestion.status);
  const priority = priorityBadge(suggestion.prioridade);
  return (
    <article className="space-y-3 rounded-lg border bg-card p-4 text-card-foreground" data-testid="suggestion-card">
      <header className="space-y-2">
        <div className="flex flex-wrap items-start justify-between gap-2">
          <h3 className="min-w-0 font-semibold break-words">{suggestion.titulo}</h3>
          <Badge variant={TONE_VARIANT[status.tone]} data-testid="suggestion-status">
            {status.label}
          </Badge>
        </div>
        <div className="flex flex-wrap items-center gap-2 text-xs text-muted-foreground">
          <Badge variant={TONE_VARIANT[priority.tone]}>{m.priorityBadge(priority.label)}</Badge>
          <Badge variant="outline">{categoryLabel(suggestion.categoria)}</Badge>
          <span>{m.sentOn(formatDate(suggestion.dataCriacao))}</span>
          <span className="inline-flex items-center gap-1">
            <ThumbsUp className="size-3.5" aria-hidden />
            {m.votes(suggestion.votosPositivos)}
          </span>
        </div>
      </header>
      <p className="text-sm whitespace-pre-line break-words">{suggestion.descricao}</p>
      {suggestion.respostaAdmin && (
        <section className="rounded-md bg-muted p-3 text-sm" aria-label={m.answerTitle}>
          <p className="flex items-center gap-1.5 font-medium">
            <MessageSquareReply className="size-4" aria-hidden />
            {m.answerTitle}
          </p>
          <p className="mt-1 whitespace-pre-line break-words">{suggestion.respostaAdmin}</p>
          {suggestion.dataResposta && (
            <p className="mt-1 text-xs text-muted-foreground">{m.answeredOn(formatDate(suggestion.dataResposta))}</p>
          )}
        </section>
      )}
      {suggestion.status === "aprovada" && suggestion.implementacaoPrevista && (
        <p className="flex items-center gap-1.5 text-sm font-medium text-success">
          <CalendarClock className="size-4" aria-hidden />
          {m.forecast(formatDate(suggestion.implementacaoPrevista))}
        </p>
      )}
    </article>
  );
}
