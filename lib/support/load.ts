import "server-only";
import { settle } from "@/lib/settle";
import { getCustomer, getCustomerServiceOrders, getTicketReasons } from "@/lib/sgp";
import { toMotiveOptions, toOrderView, toServiceOptions, type SupportView } from "./view";

/**
 * The support screen's data from the subscriber system. The orders need the customer's contracts,
 * so they follow the customer lookup (usually cached) without waiting for the motives: the page
 * costs one upstream round trip, not two.
 */
export async function loadSupportPage(cpf: string): Promise<SupportView> {
  const customer = settle(getCustomer(cpf), "suporte: cliente", cpf);
  const [client, motives, orders] = await Promise.all([
    customer,
    settle(getTicketReasons(), "suporte: motivos", cpf),
    customer.then((found) =>
      found ? settle(getCustomerServiceOrders(found.contracts.map((c) => c.id)), "suporte: ordens de serviço", cpf) : null,
    ),
  ]);
  return {
    services: client ? toServiceOptions(client) : null,
    motives: motives && toMotiveOptions(motives),
    orders: orders?.map(toOrderView) ?? null,
  };
}
