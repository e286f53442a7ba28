import "server-only";
import { MISSING } from "@/lib/shared/missing";
import { settle, settleFeature } from "@/lib/platform/settle";
import { getCustomer, getCustomerServiceOrders, getTicketReasons } from "@/lib/vendors/sgp";
import { toMotiveOptions, toOrderView, toServiceOptions, type SupportView } from "./view";

/**
 * The support screen's data from the subscriber system. The orders need the customer's contracts,
 * so they follow the customer lookup (usually cached) without waiting for the motives: the page
 * costs one upstream round trip, not two. The reasons and the orders are modules some providers'
 * SGP lacks: then that part is MISSING and hidden (OPERATIONS.md, Upstreams).
 */
export async function loadSupportPage(cpf: string): Promise<SupportView> {
  const customer = settle(getCustomer(cpf), "suporte: cliente", cpf);
  const [client, motives, orders] = await Promise.all([
    customer,
    settleFeature(getTicketReasons(), "suporte: motivos", cpf),
    customer.then((found) =>
      found ? settleFeature(getCustomerServiceOrders(found.contracts.map((c) => c.id)), "suporte: ordens de serviço", cpf) : null,
    ),
  ]);
  return {
    services: client ? toServiceOptions(client) : null,
    motives: motives === null || motives === MISSING ? motives : toMotiveOptions(motives),
    orders: orders === null || orders === MISSING ? orders : orders.map(toOrderView),
  };
}
