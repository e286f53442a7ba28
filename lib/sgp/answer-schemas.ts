import { z } from "zod";
import { flag, nullableDate, nullableNum, nullableText, num, text } from "./primitives";

/** The answers of the SGP's write endpoints (docs/UPSTREAMS.md §1.7, §1.8) and its failure envelope. */

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

/** The `{status: 0, msg}` failure envelope every endpoint may answer with (HTTP 200). */
export const failureEnvelopeSchema = z.preprocess(
  firstIfArray,
  z.object({ status: z.union([z.literal(0), z.literal("0")]), msg: text }),
);
