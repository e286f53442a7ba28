import type { Tone } from "@/lib/shared/tone";
import type { Contract, Service } from "@/lib/vendors/sgp/types";

/**
 * A service's connection as the SGP tells it (docs/SGP-ENDPOINTS.md §3): online or offline since
 * a moment, blocked because its contract is suspended, or unknown when the SGP cannot say (its own
 * word, if it gave one, never a guess). Contract status ≠ link status: a suspended contract is
 * blocked whatever the link says.
 */
export type ConnectionState =
  | { kind: "online"; since: string | null }
  | { kind: "offline"; since: string | null }
  | { kind: "blocked"; reason: string }
  | { kind: "unknown"; said: string };

/** Each state's colour, on /internet's badge and the dashboard's card alike. */
export const STATE_TONE = {
  online: "success",
  offline: "danger",
  blocked: "warning",
  unknown: "neutral",
} as const satisfies Record<ConnectionState["kind"], Tone>;

export function connectionState(contract: Pick<Contract, "status" | "statusReason">, service: Pick<Service, "link">): ConnectionState {
  if (/suspens/.test(contract.status.toLowerCase())) return { kind: "blocked", reason: contract.statusReason };
  const link = service.link;
  if (link?.status === "online") return { kind: "online", since: link.since };
  if (link?.status === "offline") return { kind: "offline", since: link.since };
  return { kind: "unknown", said: link?.status ?? "" };
}

/** Contracts whose internet the screens show: any not cancelled (the SGP still answers for suspended ones). */
export function showsConnection(contract: Pick<Contract, "status">): boolean {
  return !/cancel|inativ/.test(contract.status.toLowerCase());
}
