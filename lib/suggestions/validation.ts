import { z } from "zod";
import { suggestionMessages as m } from "@/lib/suggestions/messages";

export const SUGGESTION_TITLE_MAX = 120;
export const SUGGESTION_DESCRIPTION_MAX = 2000;

export const suggestionStatuses = ["pendente", "em_analise", "aprovada", "rejeitada", "implementada"] as const;
export const suggestionCategories = ["geral", "tecnico", "financeiro", "atendimento", "produto", "melhoria"] as const;
export const suggestionPriorities = [1, 2, 3] as const;

export type SuggestionStatus = (typeof suggestionStatuses)[number];
export type SuggestionCategory = (typeof suggestionCategories)[number];
export type SuggestionPriority = (typeof suggestionPriorities)[number];

/** The new-suggestion form, checked in the browser (react-hook-form) and again in the server action. */
export const newSuggestionSchema = z.object({
  titulo: z.string().trim().min(1, m.tituloRequired).max(SUGGESTION_TITLE_MAX, m.tooLong(SUGGESTION_TITLE_MAX)),
  descricao: z.string().trim().min(1, m.descricaoRequired).max(SUGGESTION_DESCRIPTION_MAX, m.tooLong(SUGGESTION_DESCRIPTION_MAX)),
  categoria: z.enum(suggestionCategories, m.invalidOption),
  prioridade: z.union([z.literal(1), z.literal(2), z.literal(3)], m.invalidOption),
});

export type NewSuggestion = z.output<typeof newSuggestionSchema>;

/** The form's starting values: category 'geral', priority 2 (Media), as the spec says. */
export const newSuggestionDefaults: NewSuggestion = { titulo: "", descricao: "", categoria: "geral", prioridade: 2 };

export const suggestionFilters = ["todas", ...suggestionStatuses] as const;
export type SuggestionFilter = (typeof suggestionFilters)[number];

/** The ?status= filter of the list; anything unknown means 'todas'. */
export const suggestionFilterSchema = z.enum(suggestionFilters).catch("todas");
