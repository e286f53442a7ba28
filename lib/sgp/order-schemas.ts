import { z } from "zod";
import { codeOrText, flag, intId, nullableDate, nullableNum, nullableTime, requiredText, text, textList, withAliases } from "./primitives";
import { ORDER_STATUS_TEXT, statusText } from "./status";

/** Service orders and ticket reasons (docs/UPSTREAMS.md §1.5, §1.6), reshaped as schemas.ts does. */

export const serviceOrderSchema = withAliases(
  { ocorrencia: ["protocolo", "numero"], motivo: ["motivo_descricao"] },
  z
    .object({
      id: intId,
      ocorrencia: text,
      motivo: text,
      status: codeOrText,
      tipo: text,
      conteudo: text,
      contrato: nullableNum,
      contrato_status: text,
      cliente: text,
      data_cadastro: nullableDate,
      hora_cadastro: nullableTime,
      data_agendamento: nullableDate,
      hora_agendamento: nullableTime,
      data_finalizacao: nullableDate,
      hora_finalizacao: nullableTime,
      responsavel: text,
      usuario: text,
      tecnicos_auxiliares: textList,
      classificacoes: textList,
    })
    .transform((o) => ({
      id: o.id,
      number: o.ocorrencia,
      reason: o.motivo,
      status: statusText(o.status, ORDER_STATUS_TEXT),
      type: o.tipo,
      description: o.conteudo,
      contractId: o.contrato,
      contractStatus: o.contrato_status,
      customerName: o.cliente,
      openedDate: o.data_cadastro,
      openedTime: o.hora_cadastro,
      scheduledDate: o.data_agendamento,
      scheduledTime: o.hora_agendamento,
      closedDate: o.data_finalizacao,
      closedTime: o.hora_finalizacao,
      assignee: o.responsavel,
      openedBy: o.usuario,
      assistantTechnicians: o.tecnicos_auxiliares,
      classifications: o.classificacoes,
    })),
);

export const serviceOrdersResponseSchema = z.object({ ordens_servicos: z.array(serviceOrderSchema) });

export const ticketReasonSchema = withAliases(
  { descricao: ["nome", "motivo"] },
  z
    .object({ id: intId, codigo: text, descricao: requiredText, ativo: flag(true) })
    .transform((m) => ({ id: m.id, code: m.codigo || String(m.id), description: m.descricao, active: m.ativo })),
);

/** The catalogue's shape is undocumented: a bare array or an object wrapping `motivos`. */
export const ticketReasonsResponseSchema = z.preprocess(
  (v) => (v && typeof v === "object" && !Array.isArray(v) && "motivos" in v ? v.motivos : v),
  z.array(ticketReasonSchema),
);
