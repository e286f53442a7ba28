import "server-only";
import { log, maskDocument } from "@/lib/log";
import { getCustomer, getCustomerServiceOrders, getOrderMotives, type OrderMotive } from "@/lib/sgp";
import { serviceOptions, type ServiceOption } from "./options";
import { orderView, type OrderView } from "./orders";

/** Each part is null when its upstream call failed, so the screen shows that part's own message. */
export type SupportPageData = {
  services: ServiceOption[] | null;
  motives: OrderMotive[] | null;
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

/** The support screen's data from the subscriber system, loaded in parallel where possible. */
export async function loadSupportPage(cpf: string): Promise<SupportPageData> {
  const [client, motives] = await Promise.all([
    settle(getCustomer(cpf), "cliente", cpf),
    settle(getOrderMotives(), "motivos", cpf),
  ]);
  const orders = client
    ? await settle(getCustomerServiceOrders(client.contratos.map((c) => c.id)), "ordens de serviço", cpf)
    : null;
  return {
    services: client ? serviceOptions(client) : null,
    motives,
    orders: orders?.map(orderView) ?? null,
  };
}
