import { monthKeyInBrazil } from "../../shared/br/calendar";

/**
 * Calendar month of `instant` in Brazil as 'YYYY-MM', the value the database computes for
 * liberacao_confianca_central.mes_referencia. One rule for both: lib/shared/br's monthKeyInBrazil.
 */
export function mesReferencia(instant: Date = new Date()): string {
  return monthKeyInBrazil(instant);
}
