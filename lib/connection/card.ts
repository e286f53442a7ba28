import type { Tone } from "@/lib/shared/tone";
import type { ConnectionOverview, ServiceConnection } from "./load";
import { connectionMessages as m } from "./messages";
import { STATE_TONE, type ConnectionState } from "./state";

/** Which state the dashboard's one card tells first when there are several connections. */
const URGENCY: Record<ConnectionState["kind"], number> = { offline: 0, blocked: 1, unknown: 2, online: 3 };

export type ConnectionCard = {
  value: string;
  detail: string;
  tone: Extract<Tone, "success" | "warning" | "danger" | "neutral">;
  /** The SGP's message of an outage reaching the shown connection, if any. */
  outage: string | null;
};

/**
 * The dashboard's 'Conexão Internet' card (docs/SPEC.md §2 Dashboard, now from the SGP): the most
 * urgent of the subscriber's connections, null when there is none to show. `detail` reads the state
 * as `stateDetail` does on /internet.
 */
export function connectionCard(overview: ConnectionOverview, detailOf: (state: ConnectionState) => string): ConnectionCard | null {
  const [first] = [...overview.services].sort(
    (a: ServiceConnection, b: ServiceConnection) => URGENCY[a.state.kind] - URGENCY[b.state.kind],
  );
  if (!first) return null;
  const outage = first.outages[0];
  return {
    value: m.state[first.state.kind],
    detail: detailOf(first.state),
    tone: STATE_TONE[first.state.kind],
    outage: outage ? outage.message || outage.description : null,
  };
}
