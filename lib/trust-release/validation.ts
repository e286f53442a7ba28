import { z } from "zod";
import { trustReleaseMessages as m } from "@/lib/trust-release/messages";

export const TRUST_RELEASE_REASON_MAX = 500;
/** Above this many characters the counter turns orange (docs/SPEC.md §9). */
export const TRUST_RELEASE_REASON_WARN = 450;

/** The trust-release form; the customer's tax id never comes from here, only from the session. */
export const trustReleaseRequestSchema = z.object({
  motivo: z
    .string(m.reasonRequired)
    .trim()
    .min(1, m.reasonRequired)
    .max(TRUST_RELEASE_REASON_MAX, m.reasonTooLong(TRUST_RELEASE_REASON_MAX)),
});

export type TrustReleaseRequestInput = z.output<typeof trustReleaseRequestSchema>;
