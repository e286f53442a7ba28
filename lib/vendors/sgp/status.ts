/**
 * Status codes of the subscriber system (docs/UPSTREAMS.md §1.0, §1.5; docs/SPEC.md §4, §9).
 * Contract status only: no reference shows a status per service (docs/UPSTREAMS.md §1.1).
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

/** The SGP's non-payment suspension reason (docs/UPSTREAMS.md §1.0: `motivo_status: "Financeiro"`). */
const FINANCIAL_REASON = /financ|inadimpl/i;

/** Lower-case status text; a numeric code is looked up in `table`. */
export function statusText(value: number | string | null, table: Readonly<Record<number, string>>): string {
  if (typeof value === "number") return table[value] ?? String(value);
  return (value ?? "").trim().toLowerCase();
}

export function isContractActive(contract: { status: string }): boolean {
  return contract.status === "ativo" || contract.status === "ativa";
}

export function isContractCancelled(contract: { status: string }): boolean {
  return contract.status.startsWith("cancelad");
}

/** Active, at full or reduced speed (codes 1 and 7): nothing for a promise release to do. */
export function isContractInService(contract: { status: string }): boolean {
  return isContractActive(contract) || contract.status.startsWith("ativo com velocidade");
}

/**
 * Suspended for non-payment: status 4 with the financial reason (docs/UPSTREAMS.md §1.0). The only
 * case a promise release (`liberacaopromessa`) is for; a suspension asked by the subscriber is not.
 */
export function isSuspendedForNonPayment(contract: { status: string; statusReason: string }): boolean {
  return contract.status.startsWith("suspens") && FINANCIAL_REASON.test(contract.statusReason);
}
