import "server-only";
import type { ActionResult } from "@/lib/shared/action-result";
import type { BadgeView } from "@/lib/shared/tone";
import { log, maskDocument } from "@/lib/platform/log";
import { getCustomer, getCustomerDetails, sgp } from "@/lib/vendors/sgp";
import { servicesMessages as m } from "./messages";
import { findOwnedService } from "./ownership";
import { contractStatusBadge } from "./status";
import type { WifiPasswords, WifiRevealInput } from "./validation";
import { toServicesView, type ClientInfoView, type ServicesView } from "./view";

/** The services screen of the customer: client data and contracts, without any password. */
export async function loadServices(document: string): Promise<ServicesView> {
  return toServicesView(await getCustomerDetails(document));
}

/** The profile's account card: the client data, and the first contract's status (null without contracts). */
export async function loadAccount(document: string): Promise<{ client: ClientInfoView; status: BadgeView | null }> {
  const customer = await getCustomer(document);
  const first = customer.contracts[0];
  return { client: toServicesView(customer).client, status: first ? contractStatusBadge(first.status) : null };
}

/**
 * The Wi-Fi passwords of one of the customer's services, fetched only when revealed. The SGP is
 * asked again for the session's customer: the browser only names the service.
 */
export async function revealWifiPasswords(document: string, input: WifiRevealInput): Promise<ActionResult<WifiPasswords>> {
  try {
    const client = await sgp().findCustomerDetails(document);
    const owned = findOwnedService(client, input.contrato, input.servico);
    if (!owned) {
      log.warn({ cpf: maskDocument(document), ...input }, "senha Wi-Fi de serviço alheio recusada");
      return { ok: false, error: m.service.serviceNotFound };
    }
    return { ok: true, data: { senha24: owned.service.wifiPassword, senha5: owned.service.wifiPassword5 } };
  } catch (error) {
    log.error({ err: error, cpf: maskDocument(document) }, "erro ao buscar senha Wi-Fi");
    return { ok: false, error: m.service.passwordFailed };
  }
}
