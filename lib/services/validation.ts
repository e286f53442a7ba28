import { z } from "zod";
import type { ActionResult } from "@/lib/shared/action-result";

const positiveId = z.number().int().positive().max(Number.MAX_SAFE_INTEGER);

/**
 * Which service's Wi-Fi password to reveal; ownership is checked on the server. `servico` is null
 * for a service the SGP told without an id (lib/vendors/sgp/consulta.ts).
 */
export const wifiRevealSchema = z.object({ contrato: positiveId, servico: positiveId.nullable() }).strict();

export type WifiRevealInput = z.output<typeof wifiRevealSchema>;

/** Both bands' passwords; empty when the band has none. */
export type WifiPasswords = { senha24: string; senha5: string };

/** The services page's server action that reveals them, handed to the cards as a prop. */
export type RevealWifiPassword = (input: WifiRevealInput) => Promise<ActionResult<WifiPasswords>>;
