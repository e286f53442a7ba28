import "server-only";
import { parseUpstream } from "@/lib/platform/upstream/http";
import { maintenanceListSchema, onuListSchema } from "./network-schemas";
import type { SgpContext } from "./transport";

/**
 * The network calls (docs/SGP-ENDPOINTS.md §3, §4): a contract's ONUs with their optical signal
 * and the provider's maintenance list. Both are modules an SGP may lack (HTTP 404, hidden by the
 * screens through UpstreamFeatureMissingError).
 */
export function networkCalls(ctx: SgpContext) {
  /** The contract's ONUs with SGP's last reading of their signal (`signal=1`). */
  async function listOnus(contractId: number) {
    const json = await ctx.send({ path: "/api/fttx/onu/list/", method: "GET", form: { contrato: contractId, signal: 1 } });
    // Checked again here: an instance that ignored `contrato` would list every ONU.
    return parseUpstream("sgp", onuListSchema, json).filter((onu) => onu.contractId === null || onu.contractId === contractId);
  }

  /** Every maintenance and outage the provider registered; matching to contracts is lib/connection's. */
  async function listMaintenances() {
    const json = await ctx.send({ path: "/api/ura/manutencao/list/", method: "GET" });
    return parseUpstream("sgp", maintenanceListSchema, json);
  }

  return { listOnus, listMaintenances };
}
