import { TXID_PATTERN } from "@/lib/vendors/efi/helpers";

/*
 * What a TXID must be, for the form's script and the server's schema (./validation.ts). No zod here:
 * the public page's script imports this module, and zod would ship with it.
 */

/** The screen's texts (docs/SPEC.md §5) and the server's (docs/SPEC.md §8) for a TXID, written once. */
export const TXID_MESSAGES = {
  requiredTitle: "Campo obrigatório",
  requiredDescription: "Por favor, informe o ID da transação (TXID)",
  invalidTitle: "TXID inválido",
  invalidDescription: "O TXID deve ser uma string alfanumérica entre 26 e 35 caracteres",
  inlineHint: "TXID deve ter entre 26-35 caracteres alfanuméricos",
  serverRequired: "TXID é obrigatório e deve ser uma string",
  serverInvalid: "TXID deve ser uma string alfanumérica entre 26 e 35 caracteres",
} as const;

/** What the screen checks before sending; null when the value may be sent. */
export function txidInputError(value: string): { title: string; description: string } | null {
  const txid = value.trim();
  if (txid === "") return { title: TXID_MESSAGES.requiredTitle, description: TXID_MESSAGES.requiredDescription };
  if (!TXID_PATTERN.test(txid)) return { title: TXID_MESSAGES.invalidTitle, description: TXID_MESSAGES.invalidDescription };
  return null;
}
