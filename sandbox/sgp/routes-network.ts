import type { Route } from "../http";
import { get, str, type SgpSandboxContext } from "./api";
import { onuView } from "./views";

/**
 * The network: FTTx ONUs with their optical signal and the maintenance list (docs/SGP-ENDPOINTS.md
 * §3, §4). Both are GETs with the operator key in the query, answered as bare arrays.
 */
export function networkRoutes(ctx: SgpSandboxContext): Route[] {
  const onus = get(ctx, "/api/fttx/onu/list/", (f) => {
    const withSignal = ["1", "true"].includes(str(f.signal));
    const list = ctx
      .data()
      .customers.flatMap((customer) =>
        customer.contratos
          .filter((contract) => !f.contrato || String(contract.id) === str(f.contrato))
          .flatMap((contract) =>
            contract.servicos.flatMap((service) =>
              service.onu && (!f.servico || String(service.id) === str(f.servico))
                ? [onuView(service.onu, service, contract, withSignal)]
                : [],
            ),
          ),
      );
    return { json: list };
  });

  const manutencoes = get(ctx, "/api/ura/manutencao/list/", () => ({ json: ctx.data().maintenances }));

  return [onus, manutencoes];
}
