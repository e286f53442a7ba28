import type { BadgeView } from "@/lib/shared/tone";
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

const BADGES: Record<string, BadgeView> = {
  pendente: { label: m.statusLabels.pending, tone: "warning" },
  solicitado: { label: m.statusLabels.pending, tone: "warning" },
  aprovado: { label: m.statusLabels.approved, tone: "success" },
  liberado: { label: m.statusLabels.approved, tone: "success" },
  negado: { label: m.statusLabels.denied, tone: "danger" },
  rejeitado: { label: m.statusLabels.denied, tone: "danger" },
};

/** The history badge of a record's status, case-insensitive; any other status shows as is, neutral (docs/SPEC.md §4). */
export function releaseStatusBadge(status: string | null): BadgeView {
  const raw = (status ?? "").trim();
  return BADGES[raw.toLowerCase()] ?? { label: raw || "-", tone: "neutral" };
}
