import type { BadgeView, Tone } from "@/lib/shared/tone";

/*
 * Status badges shared by the services and support screens: a status text
 * matched case-insensitively (the SGP sends ' Cancelado' with a leading space)
 * to a tone and the label shown.
 */

/** Trimmed, lower-case, single-spaced: how statuses are compared. */
export function normalizeStatus(status: string | null | undefined): string {
  return (status ?? "").trim().replace(/\s+/g, " ").toLowerCase();
}

/** The text as the upstream wrote it, trimmed, with a capital first letter. */
export function statusLabel(status: string | null | undefined): string {
  const text = (status ?? "").trim().replace(/\s+/g, " ");
  return text ? text.charAt(0).toUpperCase() + text.slice(1) : "-";
}

const CONTRACT_TONES: Readonly<Record<string, Tone>> = {
  ativo: "success",
  ativa: "success",
  suspenso: "warning",
  suspensa: "warning",
  cancelado: "danger",
  cancelada: "danger",
};

/** Contract badge (docs/SPEC.md §4): ativo/ativa, suspenso/suspensa, cancelado/cancelada; anything else neutral. */
export function contractStatusBadge(status: string | null | undefined): BadgeView {
  return { label: statusLabel(status), tone: CONTRACT_TONES[normalizeStatus(status)] ?? "neutral" };
}
