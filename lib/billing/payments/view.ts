import { maskPayer } from "@/lib/shared/br/masking";
import type { Tone } from "@/lib/shared/tone";
import type { PixView } from "./types";

/** Display rules of payments, shared by the dialogs and the public PIX check. */

export type PixStatusTone = Extract<Tone, "success" | "info" | "danger" | "muted">;

/** docs/SPEC.md §4: CONCLUIDA green, ATIVA blue, REMOVIDA_* red, others grey; compared upper-cased. */
export function pixStatusTone(status: string): PixStatusTone {
  const value = status.trim().toUpperCase();
  if (value === "CONCLUIDA") return "success";
  if (value === "ATIVA") return "info";
  if (value === "REMOVIDA_PELO_USUARIO_RECEBEDOR" || value === "REMOVIDA_PELO_PSP") return "danger";
  return "muted";
}

/** Seconds as hours and minutes, '1h 00min'; a started minute counts as whole, never below zero. */
export function formatExpiry(seconds: number): string {
  const minutes = Math.max(0, Math.ceil(seconds / 60));
  return `${Math.floor(minutes / 60)}h ${String(minutes % 60).padStart(2, "0")}min`;
}

/**
 * The PIX dialog names the payer; on the public page the name and the document stay masked like
 * the rest of it, in what reaches the browser too, not only on screen.
 */
export function toPublicPixView(pix: PixView): PixView {
  return { ...pix, payer: maskPayer(pix.payer) };
}
