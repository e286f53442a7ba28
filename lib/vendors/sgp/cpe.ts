import "server-only";
import { parseUpstream } from "@/lib/platform/upstream/http";
import { cpeReadSchema, cpeWriteSchema, NO_CPE_MANAGER, onuResetSchema } from "./cpe-schemas";
import type { SgpContext } from "./transport";

/** What a Wi-Fi change sends: only the fields that change (an empty `novo_ssid` would blank the name, docs/SGP-ENDPOINTS.md §6). */
export type CpeChange = {
  ssid24?: string;
  password24?: string;
  enabled24?: boolean;
  ssid5?: string;
  password5?: string;
  enabled5?: boolean;
};

const onOff = (value: boolean | undefined) => (value === undefined ? undefined : value ? "on" : "off");

/**
 * The router calls (docs/SGP-ENDPOINTS.md §3, §6): the contract's CPE through `cpemanage`, and the
 * ONU reset of the FTTx module. A contract without a CPE manager reads as `{managed: false}` with
 * the SGP's message.
 */
export function cpeCalls(ctx: SgpContext) {
  async function readCpe(contractId: number) {
    const json = await ctx.send({ path: "/api/ura/cpemanage/", method: "GET", form: { contrato: contractId } });
    const answer = parseUpstream("sgp", cpeReadSchema, json);
    if (!answer.success) return { managed: false as const, message: answer.msg, noManager: NO_CPE_MANAGER.test(answer.msg) };
    return { managed: true as const, ...answer.info };
  }

  /** `success` means the SGP accepted the job, not that the device applied it. */
  async function updateCpe(contractId: number, change: CpeChange) {
    const json = await ctx.send({
      path: "/api/ura/cpemanage/",
      write: true,
      form: {
        contrato: contractId,
        novo_ssid: change.ssid24,
        nova_senha: change.password24,
        wifi_status: onOff(change.enabled24),
        novo_ssid_5g: change.ssid5,
        nova_senha_5g: change.password5,
        wifi_status_5g: onOff(change.enabled5),
      },
    });
    return parseUpstream("sgp", cpeWriteSchema, json);
  }

  /** Restarts the ONU (`GET` that mutates, docs/SGP-ENDPOINTS.md §3). */
  async function resetOnu(onuId: number) {
    const json = await ctx.send({ path: `/api/fttx/onu/${onuId}/reset/`, method: "GET", write: true });
    return parseUpstream("sgp", onuResetSchema, json);
  }

  return { readCpe, updateCpe, resetOnu };
}
