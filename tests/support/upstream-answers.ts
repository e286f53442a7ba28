import type { z } from "zod";
import {
  chargeNotificationSchema,
  chargesErrorSchema,
  billetChargeSchema,
  chargeListSchema,
  cobListSchema,
  createdCobSchema,
  oauthErrorSchema,
  oneStepBilletSchema,
  pixErrorSchema,
  pixTransactionSchema,
  qrcodeSchema,
  tokenSchema,
} from "@/lib/vendors/efi/schemas";
import { registrationSchema } from "@/lib/vendors/efi/webhook";
import {
  actionAnswerSchema,
  centralContractsSchema,
  errorAnswerSchema,
  failureEnvelopeSchema,
  promiseResponseSchema,
  radiusDisconnectSchema,
  ticketResponseSchema,
} from "@/lib/vendors/sgp/answer-schemas";
import { centralPasswordByContractSchema, centralPasswordsSchema, consultaResponseSchema } from "@/lib/vendors/sgp/consulta";
import { usageAnswerSchema } from "@/lib/vendors/sgp/usage-schemas";
import { cpeReadSchema, cpeWriteSchema, onuResetSchema } from "@/lib/vendors/sgp/cpe-schemas";
import { maintenanceListSchema, onuListSchema } from "@/lib/vendors/sgp/network-schemas";
import { serviceOrdersResponseSchema, ticketReasonsResponseSchema } from "@/lib/vendors/sgp/order-schemas";
import { clientsResponseSchema, firstClientSchema, invoicesResponseSchema } from "@/lib/vendors/sgp/schemas";

/**
 * The zod schemas that parse each call's answer, by the call's key in docs/UPSTREAMS.md §5
 * ("upstream METHOD path"). A new call adds its row to the table and its schemas here;
 * tests/integration/upstream-calls.test.ts fails while either is missing.
 */
export const UPSTREAM_ANSWERS: Record<string, readonly z.ZodType[]> = {
  "sgp POST /api/ura/clientes/": [clientsResponseSchema, firstClientSchema],
  "sgp POST /api/ura/consultacliente/": [consultaResponseSchema, centralPasswordsSchema, centralPasswordByContractSchema],
  "sgp POST /api/central/contratos": [centralContractsSchema],
  "sgp POST /api/ura/titulos/": [invoicesResponseSchema],
  "sgp POST /api/ura/ordemservico/list/": [serviceOrdersResponseSchema],
  "sgp GET /api/os/ocorrencia/motivo/list/": [ticketReasonsResponseSchema],
  "sgp POST /api/ura/chamado/": [ticketResponseSchema],
  "sgp POST /api/ura/liberacaopromessa/": [promiseResponseSchema],
  "sgp POST /api/banco/titulo/{fatura_id}/baixar/": [actionAnswerSchema],
  "sgp POST /api/ura/contrato/status/edit/": [actionAnswerSchema],
  "sgp POST /ws/radius/disconnect/": [radiusDisconnectSchema],
  "sgp GET /api/fttx/onu/list/": [onuListSchema],
  "sgp GET /api/ura/manutencao/list/": [maintenanceListSchema],
  "sgp GET /api/ura/cpemanage/": [cpeReadSchema],
  "sgp POST /api/ura/cpemanage/": [cpeWriteSchema],
  "sgp GET /api/fttx/onu/{id}/reset/": [onuResetSchema],
  "sgp POST /api/central/extratouso/": [usageAnswerSchema],
  "sgp * *": [failureEnvelopeSchema, errorAnswerSchema],

  "efi POST /oauth/token": [tokenSchema, oauthErrorSchema],
  "efi POST /v1/authorize": [tokenSchema, oauthErrorSchema],
  "efi PUT /v2/cob/{txid}": [createdCobSchema],
  "efi GET /v2/cob/{txid}": [createdCobSchema.omit({ pixCopiaECola: true }), pixTransactionSchema],
  "efi GET /v2/cob": [cobListSchema],
  "efi GET /v2/loc/{id}/qrcode": [qrcodeSchema],
  "efi PUT /v2/webhook/{chave}": [registrationSchema],
  "efi GET /v2/webhook/{chave}": [registrationSchema],
  "efi POST /v1/charge/one-step": [oneStepBilletSchema],
  "efi GET /v1/charges": [chargeListSchema],
  "efi GET /v1/charge/{id}": [billetChargeSchema],
  "efi GET /v1/notification/{token}": [chargeNotificationSchema],
  "efi * /v2/*": [pixErrorSchema],
  "efi * /v1/*": [chargesErrorSchema],
};
