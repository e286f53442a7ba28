import type { Maintenance } from "@/lib/vendors/sgp/types";

/** An outage or maintenance as the screens show it: the SGP's, read in lib/vendors/sgp/network-schemas.ts. */
export type Outage = Maintenance;

/** What ties a contract to the network: its POP and, where the SGP gives them, its ONUs' OLTs and its CTOs. */
export type NetworkPlace = { popId: number | null; oltIds: readonly number[]; ctoIds: readonly number[] };

/** `status` 4 = Resolvido (docs/SGP-ENDPOINTS.md §4). */
const RESOLVED = 4;

/**
 * Whether a maintenance is going on at `now` ("YYYY-MM-DD HH:MM", São Paulo): flagged active, not
 * resolved, and now within its dates, since `ativa` may stay 1 after `data_final`
 * (docs/SGP-ENDPOINTS.md §4). A missing end is an open-ended one; a missing start has begun.
 */
export function isMaintenanceOngoing(m: Maintenance, now: string): boolean {
  if (!m.active || m.status === RESOLVED) return false;
  if (m.startsAt && now < m.startsAt) return false;
  return !(m.endsAt && now > m.endsAt);
}

/**
 * Whether it reaches this place: by POP first, then OLT, then CTO (docs/SGP-ENDPOINTS.md §4). One
 * with no scope at all is not claimed for anyone: the reference prefers not claiming.
 */
export function maintenanceReaches(m: Maintenance, place: NetworkPlace): boolean {
  if (place.popId !== null && m.popIds.includes(place.popId)) return true;
  if (place.oltIds.some((id) => m.oltIds.includes(id))) return true;
  return place.ctoIds.some((id) => m.ctoIds.includes(id));
}

/** The ongoing maintenances reaching any of the places, each once, the soonest to end first. */
export function outagesFor(list: readonly Maintenance[], places: readonly NetworkPlace[], now: string): Maintenance[] {
  return list
    .filter((m) => isMaintenanceOngoing(m, now) && places.some((place) => maintenanceReaches(m, place)))
    .sort((a, b) => (a.endsAt ?? "9999").localeCompare(b.endsAt ?? "9999"));
}
