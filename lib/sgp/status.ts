/**
 * Status codes of the subscriber system (docs/UPSTREAMS.md §1.0, §1.5; docs/SPEC.md §4, §9).
 * The SGP sends some statuses as numbers and others as text, and not always
 * the same way between endpoints; these map both onto one vocabulary.
 */

/** `contratoStatus` codes, as lower-case text. */
export const CONTRACT_STATUS_TEXT: Readonly<Record<number, string>> = {
  1: "ativo",
  2: "inativo",
  3: "cancelado",
  4: "suspenso",
  5: "inviabilidade técnica",
  6: "novo",
  7: "ativo com velocidade reduzida",
};

/** Service-order `status` codes, as lower-case text. */
export const ORDER_STATUS_TEXT: Readonly<Record<number, string>> = {
  0: "aberta",
  1: "encerrada",
  2: "em execução",
  3: "pendente",
};

/** Invoice `status` codes of the central API (docs/UPSTREAMS.md §1.9); the URA API writes the text. */
export const INVOICE_STATUS_TEXT: Readonly<Record<number, string>> = {
  1: "aberto",
  2: "pago",
  3: "cancelado",
};

/** Service codes that count as already active (docs/SPEC.md §9). */
export const ACTIVE_SERVICE_CODES: readonly number[] = [1, 7];
/** Service code of a service blocked for non-payment, the one a promise release unblocks. */
export const BLOCKED_SERVICE_CODE = 4;

/** Lower-case status text; a numeric code is looked up in `table`. */
export function statusText(value: number | string | null, table: Readonly<Record<number, string>>): string {
  if (typeof value === "number") return table[value] ?? String(value);
  return (value ?? "").trim().toLowerCase();
}

/** The numeric service code for a status given as a code or as text ("Ativo", "Suspenso"…). */
export function serviceStatusCode(status: number | string | null): number | null {
  if (typeof status === "number") return status;
  const text = (status ?? "").trim().toLowerCase();
  if (text.startsWith("ativ")) return text.includes("reduzida") ? 7 : 1;
  if (/suspens|bloque/.test(text)) return BLOCKED_SERVICE_CODE;
  if (text.startsWith("cancel")) return 3;
  if (text.startsWith("inativ")) return 2;
  return null;
}

export function isServiceActive(service: { status: number | string | null }): boolean {
  const code = serviceStatusCode(service.status);
  return code !== null && ACTIVE_SERVICE_CODES.includes(code);
}

export function isServiceBlocked(service: { status: number | string | null }): boolean {
  return serviceStatusCode(service.status) === BLOCKED_SERVICE_CODE;
}

export function isContractActive(contract: { status: string }): boolean {
  return contract.status === "ativo" || contract.status === "ativa";
}

export function isContractCancelled(contract: { status: string }): boolean {
  return contract.status.startsWith("cancelad");
}
