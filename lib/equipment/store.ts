import "server-only";
import { getDb } from "@/lib/vendors/db/client";
import { cpeChanges } from "@/lib/vendors/db/schema";

/** The record of a router change: who, when, what, the SGP's answer; never a password. */
export type CpeChangeRecord = {
  document: string;
  contractId: number;
  action: "wifi" | "band" | "restart";
  fields: readonly string[];
  answer: { ok: boolean; message: string };
};

/** Saves the change (cpe_changes), the SGP's answer cut to 500 characters. */
export async function saveCpeChange(change: CpeChangeRecord): Promise<void> {
  const db = await getDb();
  await db.insert(cpeChanges).values({
    clienteDocumento: change.document,
    contrato: change.contractId,
    acao: change.action,
    campos: change.fields.join(","),
    sucesso: change.answer.ok,
    respostaSgp: change.answer.message.slice(0, 500),
  });
}
