import { trustReleaseMessages as m } from "./messages";

/** Statuses this product writes to liberacao_confianca_central.status. */
export const RELEASE_STATUS = {
  processing: "processando",
  released: "liberado",
  partial: "parcial",
  denied: "negado",
  /** Nothing was decided (the SGP was unreachable for every contract): the month is not used. */
  failed: "falhou",
} as const;

export type FinalReleaseStatus = (typeof RELEASE_STATUS)["released" | "partial" | "denied" | "failed"];

export type ReleaseBadge = { label: string; variant: "warning" | "success" | "destructive" | "outline" };

const BADGES: Record<string, ReleaseBadge> = {
  pendente: { label: m.statusLabels.pending, variant: "warning" },
  solicitado: { label: m.statusLabels.pending, variant: "warning" },
  aprovado: { label: m.statusLabels.approved, variant: "success" },
  liberado: { label: m.statusLabels.approved, variant: "success" },
  negado: { label: m.statusLabels.denied, variant: "destructive" },
  rejeitado: { label: m.statusLabels.denied, variant: "destructive" },
};

/** The history badge of a record's status, case-insensitive; any other status shows as is, neutral (docs/SPEC.md §4). */
export function releaseStatusBadge(status: string | null): ReleaseBadge {
  const raw = (status ?? "").trim();
  return BADGES[raw.toLowerCase()] ?? { label: raw || "-", variant: "outline" };
}
