"use server";

import type { ActionResult } from "@/lib/shared/action-result";
import { customerAction } from "@/lib/auth/action";
import { log, maskDocument } from "@/lib/platform/log";
import { servicesMessages as m } from "@/lib/services/messages";
import { findOwnedService } from "@/lib/services/ownership";
import { wifiRevealSchema, type WifiPasswords } from "@/lib/services/validation";
import { sgp } from "@/lib/vendors/sgp";

const reveal = customerAction(wifiRevealSchema, async (input, customer): Promise<ActionResult<WifiPasswords>> => {
  try {
    // Looked up again from the session's customer: the browser only names the service.
    const client = await sgp().findCustomerDetails(customer.cpf);
    const owned = findOwnedService(client, input.contrato, input.servico);
    if (!owned) {
      log.warn({ cpf: maskDocument(customer.cpf), ...input }, "senha Wi-Fi de serviço alheio recusada");
      return { ok: false, error: m.service.serviceNotFound };
    }
    return { ok: true, data: { senha24: owned.service.wifiPassword, senha5: owned.service.wifiPassword5 } };
  } catch (error) {
    log.error({ err: error, cpf: maskDocument(customer.cpf) }, "erro ao buscar senha Wi-Fi");
    return { ok: false, error: m.service.passwordFailed };
  }
});

/** The Wi-Fi passwords of one of the logged-in customer's services, fetched only when revealed. */
export async function revealWifiPassword(input: unknown): Promise<ActionResult<WifiPasswords>> {
  return reveal(input);
}
