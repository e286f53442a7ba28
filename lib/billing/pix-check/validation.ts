import { z } from "zod";
import { TXID_PATTERN } from "@/lib/vendors/efi/helpers";
import { TXID_MESSAGES } from "./txid";

/** The body of POST /api/pix/check; surrounding spaces are dropped, nothing else is changed. */
export const pixCheckRequestSchema = z.object({
  txid: z
    .string({ error: TXID_MESSAGES.serverRequired })
    .trim()
    .min(1, { error: TXID_MESSAGES.serverRequired, abort: true })
    .regex(TXID_PATTERN, { error: TXID_MESSAGES.serverInvalid }),
});
