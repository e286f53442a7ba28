import { z } from "zod";
import { nullableDateTime, nullableNum } from "./primitives";

/**
 * `POST /api/central/extratouso/` (docs/SGP-ENDPOINTS.md §5, UNCONFIRMED): the best guess of two
 * consumers, `{mes, total, list: [{dataini, datafim, download, upload, total}]}`, counters in bytes.
 */
const sessionSchema = z
  .object({ dataini: nullableDateTime, datafim: nullableDateTime, download: nullableNum, upload: nullableNum, total: nullableNum })
  .transform((s) => ({ start: s.dataini, end: s.datafim, download: s.download, upload: s.upload, total: s.total }));

export const usageAnswerSchema = z
  .object({ total: nullableNum, list: z.preprocess((v) => (Array.isArray(v) ? v : []), z.array(sessionSchema)) })
  .transform((a) => ({ total: a.total, sessions: a.list }));
