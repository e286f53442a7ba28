import "server-only";
import { formatInBrazil } from "@/lib/shared/br/dates";
import { outagesFor } from "@/lib/connection/outages";
import { showsConnection } from "@/lib/connection/state";
import { log, maskDocument } from "@/lib/platform/log";
import { MISSING, type Missing } from "@/lib/shared/missing";
import { pushPayloadFor } from "@/lib/notifications/notify";
import { insertNotification } from "@/lib/notifications/store";
import { pushAfterResponse } from "@/lib/notifications/push/background";
import { LIMITS, overLimit } from "@/lib/platform/rate-limit/limits";
import { settle, settleFeature } from "@/lib/platform/settle";
import { sgp } from "@/lib/vendors/sgp";
import type { CpeChange } from "@/lib/vendors/sgp/cpe";
import type { Maintenance } from "@/lib/vendors/sgp/types";
import type { ActionResult } from "@/lib/shared/action-result";
import { equipmentMessages as m } from "./messages";
import { saveCpeChange } from "./store";

export type Band = "24" | "5";

/** A contract's router as /equipment shows it: never a password (those only on reveal). */
export type RouterView = {
  contractId: number;
  /** MISSING: the SGP has no cpemanage module; null: the read failed; `unmanaged`: no CPE manager for this contract. */
  cpe:
    | {
        kind: "managed";
        ssid24: string;
        enabled24: boolean | null;
        ssid5: string;
        enabled5: boolean | null;
        model: string;
        manufacturer: string;
        connectedDevices: number | null;
      }
    | { kind: "unmanaged" }
    | null
    | Missing;
  /** Whether the SGP offers restarting it (the contract has an ONU in the FTTx module) and no outage reaches it. */
  canRestart: boolean;
  /** The SGP's message of an ongoing outage reaching the contract: restarting would not help (docs/SGP-ENDPOINTS.md §4). */
  outage: string | null;
};

/** The customer's contracts with internet whose router the screen shows. */
async function internetContractsWithPop(document: string) {
  const customer = await sgp().findCustomer(document);
  return customer.contracts.filter((c) => showsConnection(c) && c.services.some((s) => s.type === "internet"));
}

async function internetContracts(document: string): Promise<number[]> {
  return (await internetContractsWithPop(document)).map((c) => c.id);
}

/** The ongoing maintenance reaching a contract's POP, the soonest to end (docs/SGP-ENDPOINTS.md §4). */
function outageAt(list: readonly Maintenance[], popId: number | null): Maintenance | undefined {
  return outagesFor(list, [{ popId, oltIds: [], ctoIds: [] }], formatInBrazil(new Date(), "yyyy-MM-dd HH:mm"))[0];
}

async function onuOf(contractId: number): Promise<number | null> {
  const onus = await sgp().listOnus(contractId);
  return onus[0]?.id ?? null;
}

/** /equipment's data: each internet contract's router, each read settled on its own; null when the customer read failed. */
export async function loadEquipment(document: string): Promise<RouterView[] | null> {
  const [contracts, maintenances] = await Promise.all([
    settle(internetContractsWithPop(document), "equipamento: cliente", document),
    settleFeature(sgp().listMaintenances(), "equipamento: manutenções", document),
  ]);
  if (!contracts) return null;
  const list = maintenances === null || maintenances === MISSING ? [] : maintenances;
  return Promise.all(
    contracts.map(async ({ id: contractId, popId }): Promise<RouterView> => {
      const outage = outageAt(list, popId);
      const [cpe, onu] = await Promise.all([
        settleFeature(sgp().readCpe(contractId), "equipamento: cpemanage", document),
        settleFeature(onuOf(contractId), "equipamento: ONU", document),
      ]);
      const view: RouterView["cpe"] =
        cpe === null || cpe === MISSING
          ? cpe
          : cpe.managed
            ? {
                kind: "managed",
                ssid24: cpe.ssid24,
                enabled24: cpe.enabled24,
                ssid5: cpe.ssid5,
                enabled5: cpe.enabled5,
                model: [cpe.manufacturer, cpe.model].filter(Boolean).join(" "),
                manufacturer: cpe.manufacturer,
                connectedDevices: cpe.connectedDevices,
              }
            : { kind: "unmanaged" };
      return {
        contractId,
        cpe: view,
        canRestart: typeof onu === "number" && !outage,
        outage: outage ? outage.message || outage.description : null,
      };
    }),
  );
}

async function owns(document: string, contractId: number): Promise<boolean> {
  return (await internetContracts(document)).includes(contractId);
}

/** The Wi-Fi passwords of one of the customer's routers, read from the SGP only when revealed. */
export async function revealWifi(document: string, contractId: number): Promise<ActionResult<{ password24: string; password5: string }>> {
  try {
    if (!(await owns(document, contractId))) return { ok: false, error: m.errors.notYours };
    const cpe = await sgp().readCpe(contractId);
    if (!cpe.managed) return { ok: false, error: m.wifi.passwordFailed };
    return { ok: true, data: { password24: cpe.password24, password5: cpe.password5 } };
  } catch (error) {
    log.error({ err: error, documento: maskDocument(document) }, "equipamento: senha Wi-Fi indisponível");
    return { ok: false, error: m.wifi.passwordFailed };
  }
}

type Change = { action: "wifi" | "band" | "restart"; fields: string[] };

/**
 * One router change for the customer's contract: ownership, the limit per contract (5 an hour),
 * the SGP call, then the record (who, when, what, the SGP's answer; never a password) and the
 * customer's notification. The record and the notification never fail the change itself.
 */
async function change(
  document: string,
  contractId: number,
  what: Change,
  call: () => Promise<{ ok: boolean; message: string }>,
): Promise<ActionResult<{ message: string }>> {
  try {
    if (!(await owns(document, contractId))) return { ok: false, error: m.errors.notYours };
    const refused = await overLimit(LIMITS.cpeChange, String(contractId));
    if (refused) return { ok: false, error: refused.message };
    const answer = await call();
    await record(document, contractId, what, answer);
    if (!answer.ok) return { ok: false, error: m.errors.refused(answer.message) };
    await notify(document, contractId, what);
    return { ok: true, data: { message: what.action === "restart" ? m.router.restartDone : m.wifi.sent } };
  } catch (error) {
    log.error({ err: error, documento: maskDocument(document), contrato: contractId, acao: what.action }, "equipamento: alteração falhou");
    return { ok: false, error: m.errors.failed };
  }
}

async function record(document: string, contractId: number, what: Change, answer: { ok: boolean; message: string }) {
  try {
    await saveCpeChange({ document, contractId, action: what.action, fields: what.fields, answer });
  } catch (error) {
    log.error({ err: error, documento: maskDocument(document), contrato: contractId }, "equipamento: registro da alteração não gravado");
  }
}

async function notify(document: string, contractId: number, what: Change) {
  try {
    const names = what.fields.map((f) => m.notification.fieldNames[f as keyof typeof m.notification.fieldNames] ?? f).join(", ");
    const notification = await insertNotification({
      document,
      titulo: what.action === "restart" ? m.notification.restart : m.notification.wifi,
      mensagem: what.action === "restart" ? m.notification.restartText(contractId) : m.notification.wifiText(contractId, names),
      tipo: "info",
      prioridade: 1,
      categoria: "equipamento",
      link: "/equipment",
    });
    pushAfterResponse(document, pushPayloadFor(notification));
  } catch (error) {
    log.warn({ err: error, documento: maskDocument(document) }, "equipamento: aviso da alteração não enviado");
  }
}

/** Changes a band's name and/or password, sending only what differs from the router's (docs/SGP-ENDPOINTS.md §6). */
export async function changeWifi(document: string, input: { contrato: number; band: Band; ssid?: string; password?: string }) {
  const cpe = await settle(sgp().readCpe(input.contrato), "equipamento: cpemanage", document);
  const current = cpe?.managed ? cpe : null;
  const patch: CpeChange = {};
  if (input.band === "24") {
    if (input.ssid !== undefined && input.ssid !== current?.ssid24) patch.ssid24 = input.ssid;
    if (input.password !== undefined && input.password !== current?.password24) patch.password24 = input.password;
  } else {
    if (input.ssid !== undefined && input.ssid !== current?.ssid5) patch.ssid5 = input.ssid;
    if (input.password !== undefined && input.password !== current?.password5) patch.password5 = input.password;
  }
  const fields = Object.keys(patch);
  if (fields.length === 0) return { ok: false as const, error: m.wifi.nothingChanged };
  return change(document, input.contrato, { action: "wifi", fields }, async () => {
    const answer = await sgp().updateCpe(input.contrato, patch);
    return { ok: answer.success, message: answer.msg };
  });
}

export async function switchBand(document: string, input: { contrato: number; band: Band; enabled: boolean }) {
  const patch: CpeChange = input.band === "24" ? { enabled24: input.enabled } : { enabled5: input.enabled };
  return change(document, input.contrato, { action: "band", fields: Object.keys(patch) }, async () => {
    const answer = await sgp().updateCpe(input.contrato, patch);
    return { ok: answer.success, message: answer.msg };
  });
}

/** Restarts the contract's ONU through the FTTx module, the restart this SGP offers (docs/SGP-ENDPOINTS.md §3). */
export async function restartRouter(document: string, contrato: number): Promise<ActionResult<{ message: string }>> {
  // Refused here, not only hidden on the page: a restart during an outage does not help (docs/SGP-ENDPOINTS.md §4).
  const outage = await ongoingOutage(document, contrato);
  if (outage) return { ok: false, error: m.router.outage(outage.message || outage.description) };
  return change(document, contrato, { action: "restart", fields: [] }, async () => {
    const onu = await onuOf(contrato);
    if (onu === null) return { ok: false, message: m.router.restartUnavailable };
    return sgp().resetOnu(onu);
  });
}

/**
 * The ongoing maintenance reaching one of the customer's contracts, read as /equipment reads it: an
 * unreadable or absent maintenance list refuses nothing, as the page then offers the restart.
 */
async function ongoingOutage(document: string, contrato: number): Promise<Maintenance | undefined> {
  const [contracts, maintenances] = await Promise.all([
    settle(internetContractsWithPop(document), "equipamento: cliente", document),
    settleFeature(sgp().listMaintenances(), "equipamento: manutenções", document),
  ]);
  const contract = contracts?.find((c) => c.id === contrato);
  if (!contract || maintenances === null || maintenances === MISSING) return undefined;
  return outageAt(maintenances, contract.popId);
}
