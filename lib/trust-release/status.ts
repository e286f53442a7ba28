import type { BadgeView } from "@/lib/shared/tone";
import { trustReleaseMessages as m } from "./messages";

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
