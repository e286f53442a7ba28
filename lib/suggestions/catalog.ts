import type { BadgeProps } from "@/components/ui/badge";
import type { SuggestionCategory, SuggestionFilter, SuggestionPriority } from "@/lib/suggestions/validation";

/** Labels and badge colours of the suggestion's status, category and priority. */

type Variant = NonNullable<BadgeProps["variant"]>;

export const statusLabels: Record<SuggestionFilter, string> = {
  todas: "Todas",
  pendente: "Pendente",
  em_analise: "Em análise",
  aprovada: "Aprovada",
  rejeitada: "Rejeitada",
  implementada: "Implementada",
};

const statusVariants: Record<string, Variant> = {
  pendente: "warning",
  em_analise: "info",
  aprovada: "success",
  rejeitada: "destructive",
  implementada: "default",
};

/** A status the staff set outside the five known ones is shown as written, neutral. */
export function statusBadge(status: string): { label: string; variant: Variant } {
  const known = status in statusVariants;
  return {
    label: known ? statusLabels[status as SuggestionFilter] : status,
    variant: statusVariants[status] ?? "outline",
  };
}

export const categoryLabels: Record<SuggestionCategory, string> = {
  geral: "Geral",
  tecnico: "Técnico",
  financeiro: "Financeiro",
  atendimento: "Atendimento",
  produto: "Produto",
  melhoria: "Melhoria",
};

export function categoryLabel(categoria: string): string {
  return categoryLabels[categoria as SuggestionCategory] ?? categoria;
}

export const priorityLabels: Record<SuggestionPriority, string> = { 1: "Baixa", 2: "Media", 3: "Alta" };

const priorityVariants: Record<SuggestionPriority, Variant> = { 1: "secondary", 2: "warning", 3: "destructive" };

export function priorityBadge(prioridade: number): { label: string; variant: Variant } {
  const known = prioridade === 1 || prioridade === 2 || prioridade === 3;
  return known
    ? { label: priorityLabels[prioridade], variant: priorityVariants[prioridade] }
    : { label: String(prioridade), variant: "outline" };
}
