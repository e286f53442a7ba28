import "server-only";
import { log, maskDocument } from "@/lib/log";
import { getCustomer, getCustomerServiceOrders, getTicketReasons, type TicketReason } from "@/lib/sgp";
import { serviceOptions, type ServiceOption } from "./options";
import { orderView, type OrderView } from "./orders";

/** Each part is null when its upstream call failed, so the screen shows that part's own message. */
export type SupportPageData = {
  services: ServiceOption[] | null;
  motives: TicketReason[] | null;
  orders: OrderView[] | null;
};

async function settle<T>(promise: Promise<T>, what: string, cpf: string): Promise<T | null> {
  try {
    return await promise;
  } catch (error) {
    log.error({ err: error, cpf: maskDocument(cpf) }, `suporte: falha ao carregar ${what}`);
    return null;
  }
}

/**
 * The support screen's data from the subscriber system. The orders need the customer's contracts,
 * so they follow the customer lookup (usually cached) without waiting for the motives: the page
 * costs one upstream round trip, not two.
 */
export async function loadSupportPage(cpf: string): Promise<SupportPageData> {
  const customer = settle(getCustomer(cpf), "cliente", cpf);
  const [client, motives, orders] = await Promise.all([
    customer,
    settle(getTicketReasons(), "motivos", cpf),
    customer.then((found) =>
      found ? settle(getCustomerServiceOrders(found.contracts.map((c) => c.id)), "ordens de serviço", cpf) : null,
    ),
  ]);
  return {
    services: client ? serviceOptions(client) : null,
    motives,
    orders: orders?.map(orderView) ?? null,
  };
}
