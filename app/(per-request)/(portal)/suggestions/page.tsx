import { NewSuggestionDialog } from "@/components/suggestions/new-suggestion-dialog";
import { SuggestionCard } from "@/components/suggestions/suggestion-card";
import { SuggestionFilter } from "@/components/suggestions/suggestion-filter";
import { SuggestionStats } from "@/components/suggestions/suggestion-stats";
import { PageHeader } from "@/components/shell/page-header";
import { requireCustomer } from "@/lib/auth/session";
import { suggestionMessages as m } from "@/lib/suggestions/messages";
import { listSuggestions, loadSuggestionStats } from "@/lib/suggestions/store";
import { suggestionFilterSchema } from "@/lib/suggestions/validation";
import { createSuggestion } from "./actions";

export const metadata = { title: m.pageTitle };

type Props = { searchParams: Promise<{ status?: string | string[] }> };

export default async function SuggestionsPage({ searchParams }: Props) {
  const [customer, { status }] = await Promise.all([requireCustomer(), searchParams]);
  const filter = suggestionFilterSchema.parse(Array.isArray(status) ? status[0] : status);
  const [suggestions, stats] = await Promise.all([
    listSuggestions(customer.document, filter === "todas" ? undefined : filter),
    loadSuggestionStats(customer.document),
  ]);
  return (
    <>
      <PageHeader
        title={m.pageTitle}
        description={m.pageDescription}
        actions={<NewSuggestionDialog createSuggestion={createSuggestion} />}
      />
      <SuggestionStats stats={stats} />
      <section aria-labelledby="sugestoes-lista" className="space-y-4">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <h2 id="sugestoes-lista" className="text-lg font-semibold">
            {m.listTitle}
          </h2>
          <SuggestionFilter value={filter} />
        </div>
        {suggestions.length === 0 ? (
          <p className="rounded-lg border border-dashed p-8 text-center text-sm text-muted-foreground">
            {filter === "todas" ? m.emptyAll : m.emptyFiltered}
          </p>
        ) : (
          <ul className="space-y-3">
            {suggestions.map((suggestion) => (
              <li key={suggestion.id}>
                <SuggestionCard suggestion={suggestion} />
              </li>
            ))}
          </ul>
        )}
      </section>
    </>
  );
}
