import { z } from "zod";
import { codeOrText, flag, intId, nullableDateTime, nullableDbm, nullableNum, text } from "./primitives";

/** The FTTx ONU list and the maintenance list (docs/SGP-ENDPOINTS.md §3, §4), reshaped as schemas.ts does. */

/** An ONU of `GET /api/fttx/onu/list/?signal=1`: SGP's periodic reading of its optical power, not a live one. */
export const onuSchema = z
  .object({
    id: intId,
    olt_id: nullableNum,
    online: flag(null),
    info_rx: nullableDbm,
    info_tx: nullableDbm,
    info_date: nullableDateTime,
    service_id: nullableNum,
    service_contrato: nullableNum,
  })
  .transform((o) => ({
    id: o.id,
    oltId: o.olt_id,
    online: o.online,
    rxDbm: o.info_rx,
    txDbm: o.info_tx,
    measuredAt: o.info_date,
    serviceId: o.service_id,
    contractId: o.service_contrato,
  }));

export const onuListSchema = z.array(onuSchema);

const scopeIds = z.preprocess(
  (v) => (Array.isArray(v) ? v : []),
  z.array(z.preprocess((v) => (v && typeof v === "object" ? v : {}), z.object({ id: nullableNum }))),
);

/** An item of `GET /api/ura/manutencao/list/`: when, how bad, what to tell subscribers and where. */
export const maintenanceSchema = z
  .object({
    id: intId,
    descricao: text,
    data_inicial: nullableDateTime,
    data_final: nullableDateTime,
    ativa: flag(false),
    status: codeOrText,
    severidade: codeOrText,
    mensagem_central: text,
    pops: scopeIds,
    olts: scopeIds,
    ctos: scopeIds,
  })
  .transform((m) => ({
    id: m.id,
    description: m.descricao,
    startsAt: m.data_inicial,
    endsAt: m.data_final,
    active: m.ativa,
    status: typeof m.status === "number" ? m.status : m.status === null ? null : Number.parseInt(m.status, 10) || null,
    severity: typeof m.severidade === "number" ? m.severidade : m.severidade === null ? null : Number.parseInt(m.severidade, 10) || null,
    message: m.mensagem_central,
    popIds: ids(m.pops),
    oltIds: ids(m.olts),
    ctoIds: ids(m.ctos),
  }));

function ids(list: { id: number | null }[]): number[] {
  return list.map((item) => item.id).filter((id): id is number => id !== null);
}

/** A bare array (docs/SGP-ENDPOINTS.md §1, §4). */
export const maintenanceListSchema = z.array(maintenanceSchema);
