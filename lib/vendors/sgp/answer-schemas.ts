import { z } from "zod";
import { flag, nullableDate, nullableNum, nullableText, num, text } from "./primitives";

/** The answers of the SGP's write endpoints (docs/UPSTREAMS.md §1.7, §1.8), the central password check and the failure envelope. */

/** Action answers sometimes come as a one-element array. */
const firstIfArray = (v: unknown) => (Array.isArray(v) ? v[0] : v);

export const ticketResponseSchema = z.preprocess(
  firstIfArray,
  z.object({ status: num, protocolo: nullableText, msg: text, contratoId: nullableNum }),
);

export const promiseResponseSchema = z.preprocess(
  firstIfArray,
  z.object({
    status: num,
    liberado: flag(null),
    liberado_dias: nullableNum,
    protocolo: nullableText,
    data_promessa: nullableDate,
    msg: text,
  }),
);

/**
 * `POST /api/central/contratos`: `{auth, contratos, message?}`, `auth` false for a wrong password
 * (docs/SGP-ENDPOINTS.md §8). Only `auth` is read: the contracts come from the URA lookup.
 */
export const centralContractsSchema = z.object({ auth: flag(false) });

/** The `{status: 0, msg}` failure envelope every endpoint may answer with (HTTP 200). */
export const failureEnvelopeSchema = z.preprocess(firstIfArray, z.object({ status: z.union([z.literal(0), z.literal("0")]), msg: text }));

/**
 * The text of an error answer (HTTP 4xx): the envelope's `msg`, or the `detail` of the SGP's 403
 * for the portal's credentials (docs/SGP-ENDPOINTS.md §1). Anything else is no text.
 */
export const errorAnswerSchema = z
  .object({ msg: z.string().optional().catch(undefined), detail: z.string().optional().catch(undefined) })
  .catch({})
  .transform((a) => a.msg || a.detail || undefined);

/**
 * `baixar` and `contrato/status/edit` answers are undocumented (docs/SGP-ENDPOINTS.md §2): one
 * consumer takes `{status: 1, msg}`, a bare quoted text or an empty body as success. A refusal
 * (`{status: 0, msg}`) never gets here: the transport throws on it.
 */
export const actionAnswerSchema = z.union([z.object({ status: nullableNum, msg: text }), z.string(), z.null()]);

/** `POST /ws/radius/disconnect/`: one consumer reads `result`, then `msg` (docs/SGP-ENDPOINTS.md §2). */
export const radiusDisconnectSchema = z.preprocess(firstIfArray, z.object({ result: flag(null), msg: text }));
