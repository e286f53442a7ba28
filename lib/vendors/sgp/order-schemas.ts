import { z } from "zod";
import { codeOrText, flag, intId, nullableDate, nullableNum, nullableTime, requiredText, text, textList } from "./primitives";
import { ORDER_STATUS_TEXT, statusText } from "./status";

/** Service orders and ticket reasons (docs/UPSTREAMS.md §1.5, §1.6), reshaped as schemas.ts does. */

/** An order of `/api/ura/ordemservico/list/`: the fields §1.5 shows, no other. */
export const serviceOrderSchema = z
  .object({
    id: intId,
    ocorrencia: text,
    motivo: text,
    status: codeOrText,
    tipo: text,
    contrato: nullableNum,
    contrato_status: text,
    cliente: text,
    data_cadastro: nullableDate,
    data_agendamento: nullableDate,
    data_finalizacao: nullableDate,
    hora_finalizacao: nullableTime,
    responsavel: text,
    usuario: text,
    tecnicos_auxiliares: textList,
  })
  .transform((o) => ({
    id: o.id,
    number: o.ocorrencia,
    reason: o.motivo,
    status: statusText(o.status, ORDER_STATUS_TEXT),
    type: o.tipo,
    contractId: o.contrato,
    contractStatus: o.contrato_status,
    customerName: o.cliente,
    openedDate: o.data_cadastro,
    scheduledDate: o.data_agendamento,
    closedDate: o.data_finalizacao,
    closedTime: o.hora_finalizacao,
    assignee: o.responsavel,
    openedBy: o.usuario,
    assistantTechnicians: o.tecnicos_auxiliares,
  }));

export const serviceOrdersResponseSchema = z.object({ ordens_servicos: z.array(serviceOrderSchema) });

/**
 * A ticket reason. The catalogue's shape is undocumented (docs/UPSTREAMS.md §1.6): items come as
 * `{id, descricao}` or as `{codigo, descricao}` (docs/SGP-ENDPOINTS.md §8), and the previous portal
 * also read a `codigo` beside the id and an `ativo` flag (docs/SPEC.md §3, §7).
 */
export const ticketReasonSchema = z
  .object({ id: nullableNum, codigo: text, descricao: requiredText, ativo: flag(true) })
  .refine((m) => m.id !== null || m.codigo !== "", "sem id nem codigo")
  .transform((m) => ({ id: m.id, code: m.codigo || null, description: m.descricao, active: m.ativo }));

/** A bare array, or an object wrapping `motivos` (docs/SPEC.md §7). */
export const ticketReasonsResponseSchema = z.union([
  z.array(ticketReasonSchema),
  z.object({ motivos: z.array(ticketReasonSchema) }).transform((o) => o.motivos),
]);
