import type { BadgeView, Tone } from "@/lib/shared/tone";
import type { SuggestionCategory, SuggestionFilter, SuggestionPriority } from "@/lib/suggestions/validation";

/** Labels and tones of the suggestion's status, category and priority. */

export const statusLabels: Record<SuggestionFilter, string> = {
  todas: "Todas",
  pendente: "Pendente",
  em_analise: "Em análise",
  aprovada: "Aprovada",
  rejeitada: "Rejeitada",
  implementada: "Implementada",
};

const statusTones: Record<string, Tone> = {
  pendente: "warning",
  em_analise: "info",
  aprovada: "success",
  rejeitada: "danger",
  implementada: "accent",
};

/** A status the staff set outside the five known ones is shown as written, neutral. */
export function statusBadge(status: string): BadgeView {
  const known = status in statusTones;
  return {
    label: known ? statusLabels[status as SuggestionFilter] : status,
    tone: statusTones[status] ?? "neutral",
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

const priorityTones: Record<SuggestionPriority, Tone> = { 1: "muted", 2: "warning", 3: "danger" };

export function priorityBadge(prioridade: number): BadgeView {
  const known = prioridade === 1 || prioridade === 2 || prioridade === 3;
  return known ? { label: priorityLabels[prioridade], tone: priorityTones[prioridade] } : { label: String(prioridade), tone: "neutral" };
}
