import "server-only";
import { formatInBrazil } from "@/lib/shared/br/dates";
import { isMaintenanceOngoing, outagesFor, type NetworkPlace } from "@/lib/connection/outages";
import { showsConnection } from "@/lib/connection/state";
import { log, maskDocument } from "@/lib/platform/log";
import { pushPayloadFor } from "@/lib/notifications/notify";
import { sendPushToCustomer } from "@/lib/notifications/push/send";
import { sgp, type Maintenance } from "@/lib/vendors/sgp";
import { UpstreamFeatureMissingError } from "@/lib/platform/upstream/errors";
import { outageMessages as m } from "./messages";
import { outageRecipients, recordOutageNotice } from "./store";

/** Counts only: the summary is printed and logged, so it carries no personal data. */
export type OutageRunSummary = {
  /** Ongoing maintenances in the SGP's list; null when the SGP has no maintenance module. */
  ongoing: number | null;
  subscribers: number;
  sent: number;
  alreadySent: number;
  pushes: number;
  /** Subscribers whose contracts the SGP could not give (retried next run). */
  sgpFailures: number;
  /** Notices that could not be stored (retried next run). */
  errors: number;
};

export function outageRunFailed(summary: OutageRunSummary): boolean {
  return summary.sgpFailures + summary.errors > 0;
}

/**
 * Tells every subscriber with the portal installed of each ongoing outage reaching one of their
 * contracts (docs/SGP-ENDPOINTS.md §4: POP first, then the ONUs' OLTs), once per outage: the
 * notice's unique key makes a later run skip it. The maintenance list is read once; the OLTs only
 * when an ongoing outage is scoped by OLT. Throws when the list itself cannot be read.
 */
export async function runOutageNotices(options: { clock?: () => Date } = {}): Promise<OutageRunSummary> {
  const now = (options.clock ?? (() => new Date()))();
  const summary: OutageRunSummary = { ongoing: 0, subscribers: 0, sent: 0, alreadySent: 0, pushes: 0, sgpFailures: 0, errors: 0 };
  const client = sgp();
  let list: Maintenance[];
  try {
    list = await client.listMaintenances();
  } catch (error) {
    if (error instanceof UpstreamFeatureMissingError) return { ...summary, ongoing: null };
    throw error;
  }
  const nowText = formatInBrazil(now, "yyyy-MM-dd HH:mm");
  const ongoing = list.filter((item) => isMaintenanceOngoing(item, nowText));
  summary.ongoing = ongoing.length;
  if (ongoing.length === 0) return summary;
  const byOlt = ongoing.some((item) => item.oltIds.length > 0);

  const documents = await outageRecipients();
  summary.subscribers = documents.length;
  for (const document of documents) {
    let places: NetworkPlace[];
    try {
      const customer = await client.findCustomer(document);
      const contracts = customer.contracts.filter(showsConnection);
      places = await Promise.all(
        contracts.map(async (contract) => ({
          popId: contract.popId,
          oltIds: byOlt ? await oltsOf(contract.id) : [],
          ctoIds: [],
        })),
      );
    } catch (error) {
      summary.sgpFailures++;
      log.warn({ err: error, documento: maskDocument(document) }, "manutenções: contratos indisponíveis no SGP");
      continue;
    }
    for (const outage of outagesFor(ongoing, places, nowText)) await notify(document, outage, summary);
  }
  return summary;

  async function oltsOf(contractId: number): Promise<number[]> {
    const onus = await client.listOnus(contractId).catch((error: unknown) => {
      if (error instanceof UpstreamFeatureMissingError) return [];
      throw error;
    });
    return onus.flatMap((onu) => (onu.oltId === null ? [] : [onu.oltId]));
  }
}

async function notify(document: string, outage: Maintenance, summary: OutageRunSummary) {
  try {
    const notification = await recordOutageNotice(document, outage.id, {
      titulo: m.title,
      mensagem: m.message(outage.message || outage.description, outage.endsAt),
      tipo: "warning",
      prioridade: 2,
      categoria: "manutencao",
      link: "/internet",
    });
    if (!notification) {
      summary.alreadySent++;
      return;
    }
    summary.sent++;
    summary.pushes += (await sendPushToCustomer(document, pushPayloadFor(notification))).sent;
  } catch (error) {
    summary.errors++;
    log.error({ err: error, documento: maskDocument(document) }, "manutenções: aviso não gravado");
  }
}
