import { describe, expect, it } from "vitest";
import { priorityBadge, statusBadge } from "@/lib/suggestions/catalog";
import { computeSuggestionStats } from "@/lib/suggestions/stats";
import {
  newSuggestionDefaults,
  newSuggestionSchema,
  SUGGESTION_DESCRIPTION_MAX,
  SUGGESTION_TITLE_MAX,
  suggestionFilterSchema,
} from "@/lib/suggestions/validation";

const day = (n: number) => new Date(Date.UTC(2026, 0, 1) + n * 86_400_000);

describe("computeSuggestionStats", () => {
  it("is all zeros without suggestions", () => {
    expect(computeSuggestionStats([])).toEqual({
      totalSugestoes: 0,
      sugestoesAprovadas: 0,
      sugestoesImplementadas: 0,
      tempoMedioResposta: 0,
      taxaAprovacao: 0,
    });
  });

  it("counts statuses and rounds the approval rate over approved plus implemented", () => {
    const rows = [
      { status: "aprovada", dataCriacao: day(0), dataResposta: null },
      { status: "implementada", dataCriacao: day(0), dataResposta: null },
      { status: "pendente", dataCriacao: day(0), dataResposta: null },
    ];
    const stats = computeSuggestionStats(rows);
    expect(stats.totalSugestoes).toBe(3);
    expect(stats.sugestoesAprovadas).toBe(1);
    expect(stats.sugestoesImplementadas).toBe(1);
    expect(stats.taxaAprovacao).toBe(67); // 2/3 = 66.67 %
  });

  it("averages the answer time in days over answered suggestions only, rounded", () => {
    const rows = [
      { status: "aprovada", dataCriacao: day(0), dataResposta: day(2) },
      { status: "rejeitada", dataCriacao: day(10), dataResposta: new Date(day(13).getTime() + 12 * 3_600_000) },
      { status: "pendente", dataCriacao: day(5), dataResposta: null },
    ];
    // (2 + 3.5) / 2 = 2.75 days
    expect(computeSuggestionStats(rows).tempoMedioResposta).toBe(3);
    expect(computeSuggestionStats(rows).taxaAprovacao).toBe(33);
  });

  it("accepts ISO strings and never goes negative on bad data", () => {
    const rows = [{ status: "em_analise", dataCriacao: "2026-01-05T00:00:00Z", dataResposta: "2026-01-01T00:00:00Z" }];
    expect(computeSuggestionStats(rows).tempoMedioResposta).toBe(0);
  });
});

describe("new suggestion form", () => {
  it("starts with category geral and priority 2", () => {
    expect(newSuggestionDefaults).toMatchObject({ categoria: "geral", prioridade: 2 });
  });

  it("requires titulo and descricao and enforces the limits", () => {
    const ok = { titulo: " Wi-Fi 6 ", descricao: "Oferecer roteador Wi-Fi 6", categoria: "produto", prioridade: 3 };
    expect(newSuggestionSchema.parse(ok).titulo).toBe("Wi-Fi 6");
    expect(newSuggestionSchema.safeParse({ ...ok, titulo: "  " }).success).toBe(false);
    expect(newSuggestionSchema.safeParse({ ...ok, descricao: "" }).success).toBe(false);
    expect(newSuggestionSchema.safeParse({ ...ok, titulo: "x".repeat(SUGGESTION_TITLE_MAX) }).success).toBe(true);
    expect(newSuggestionSchema.safeParse({ ...ok, titulo: "x".repeat(SUGGESTION_TITLE_MAX + 1) }).success).toBe(false);
    expect(newSuggestionSchema.safeParse({ ...ok, descricao: "x".repeat(SUGGESTION_DESCRIPTION_MAX + 1) }).success).toBe(false);
    expect(newSuggestionSchema.safeParse({ ...ok, categoria: "outra" }).success).toBe(false);
    expect(newSuggestionSchema.safeParse({ ...ok, prioridade: 4 }).success).toBe(false);
  });

  it("reads the status filter, falling back to todas", () => {
    expect(suggestionFilterSchema.parse("pendente")).toBe("pendente");
    expect(suggestionFilterSchema.parse(undefined)).toBe("todas");
    expect(suggestionFilterSchema.parse("qualquer")).toBe("todas");
  });

  it("labels priorities as the spec writes them and unknown statuses raw", () => {
    expect([1, 2, 3].map((p) => priorityBadge(p).label)).toEqual(["Baixa", "Media", "Alta"]);
    expect(statusBadge("pendente")).toEqual({ label: "Pendente", tone: "warning" });
    expect(statusBadge("arquivada")).toEqual({ label: "arquivada", tone: "neutral" });
  });
});
