import "server-only";
import type { Brand } from "@/config/brands";
import { formatInBrazil } from "@/lib/shared/br/dates";
import { config } from "@/lib/platform/config";
import { MISSING, type Missing } from "@/lib/shared/missing";
import { settle, settleFeature } from "@/lib/platform/settle";
import { sgp } from "@/lib/vendors/sgp";
import type { Maintenance, Onu } from "@/lib/vendors/sgp/types";
import { serviceOptionValue } from "@/lib/support/validation";
import { outagesFor, type NetworkPlace } from "./outages";
import { judgeSignal, STALE_READING_HOURS, type SignalGrade, type SignalThresholds } from "./signal";
import { connectionState, showsConnection, type ConnectionState } from "./state";

export type SignalView = {
  rxDbm: number;
  txDbm: number | null;
  grade: SignalGrade;
  /** "YYYY-MM-DD HH:MM" of SGP's reading, when it says. */
  measuredAt: string | null;
  stale: boolean;
};

export type ServiceConnection = {
  contractId: number;
  /** The support form's value for this service (lib/support/view.ts), for the pre-filled ticket. */
  ticketService: string;
  plan: string;
  login: string;
  state: ConnectionState;
  /** null: the SGP has no reading of this ONU, or its FTTx module failed (`signalFailed`); MISSING: no FTTx module. */
  signal: SignalView | null | Missing;
  /** The ongoing maintenances reaching this service's contract. */
  outages: Maintenance[];
};

export type ConnectionOverview = {
  services: ServiceConnection[];
  /** The maintenance list failed (null), the SGP lacks it (MISSING) or was read (the matches are per service). */
  outagesRead: "ok" | null | Missing;
  signalFailed: boolean;
};

export function signalThresholds(brand: Pick<Brand, "signal">): SignalThresholds {
  const env = config();
  return {
    weakBelowDbm: brand.signal?.weakBelowDbm ?? env.ONU_RX_WEAK_DBM,
    criticalBelowDbm: brand.signal?.criticalBelowDbm ?? env.ONU_RX_CRITICAL_DBM,
  };
}

const HOUR_MS = 3_600_000;

function signalOf(onu: Onu | undefined, thresholds: SignalThresholds, now: Date): SignalView | null {
  if (!onu || onu.rxDbm === null) return null;
  const measured = onu.measuredAt ? Date.parse(`${onu.measuredAt.replace(" ", "T")}:00-03:00`) : Number.NaN;
  return {
    rxDbm: onu.rxDbm,
    txDbm: onu.txDbm,
    grade: judgeSignal(onu.rxDbm, thresholds),
    measuredAt: onu.measuredAt,
    stale: Number.isFinite(measured) && now.getTime() - measured > STALE_READING_HOURS * HOUR_MS,
  };
}

/** The ONU of this service: the one naming it, else the contract's only one. */
function onuOf(onus: readonly Onu[], serviceId: number | null): Onu | undefined {
  return onus.find((onu) => serviceId !== null && onu.serviceId === serviceId) ?? (onus.length === 1 ? onus[0] : undefined);
}

/**
 * What the connection screens show for each internet service (docs/SGP-ENDPOINTS.md §3, §4): its
 * state from a live customer read, the ONU signal and the outages reaching it. Each read settles
 * on its own, so a failed or missing module leaves only its part with a message or hidden; null
 * when the customer read itself failed.
 */
export async function loadConnection(document: string, brand: Pick<Brand, "signal">, now = new Date()): Promise<ConnectionOverview | null> {
  const client = sgp();
  const [customer, maintenances] = await Promise.all([
    settle(client.findCustomerLive(document), "conexão: cliente", document),
    settleFeature(client.listMaintenances(), "conexão: manutenções", document),
  ]);
  if (!customer) return null;
  const contracts = customer.contracts.filter((c) => showsConnection(c) && c.services.some((s) => s.type === "internet"));
  const onuLists = await Promise.all(contracts.map((c) => settleFeature(client.listOnus(c.id), "conexão: ONU", document)));
  const thresholds = signalThresholds(brand);
  const nowText = formatInBrazil(now, "yyyy-MM-dd HH:mm");
  const list = maintenances === null || maintenances === MISSING ? [] : maintenances;

  const services = contracts.flatMap((contract, index) => {
    const onus = onuLists[index] ?? null;
    const known = onus === null || onus === MISSING ? [] : onus;
    const place: NetworkPlace = { popId: contract.popId, oltIds: known.flatMap((o) => (o.oltId === null ? [] : [o.oltId])), ctoIds: [] };
    const outages = outagesFor(list, [place], nowText);
    return contract.services
      .filter((s) => s.type === "internet")
      .map((service): ServiceConnection => ({
        contractId: contract.id,
        ticketService: serviceOptionValue(contract.id, service.id),
        plan: service.plan.description,
        login: service.login,
        state: connectionState(contract, service),
        signal: onus === MISSING ? MISSING : signalOf(onuOf(known, service.id), thresholds, now),
        outages,
      }));
  });
  return {
    services,
    outagesRead: maintenances === null ? null : maintenances === MISSING ? MISSING : "ok",
    signalFailed: onuLists.some((l) => l === null),
  };
}
