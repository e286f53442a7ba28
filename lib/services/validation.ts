import { z } from "zod";

const positiveId = z.number().int().positive().max(Number.MAX_SAFE_INTEGER);

/** Which service's Wi-Fi password to reveal; ownership is checked on the server. */
export const wifiRevealSchema = z.object({ contrato: positiveId, servico: positiveId }).strict();

export type WifiRevealInput = z.output<typeof wifiRevealSchema>;

/** Both bands' passwords; empty when the band has none. */
export type WifiPasswords = { senha24: string; senha5: string };
