/**
 * User-visible document messages, written once for the forms, the server and the tests.
 * The login strings have no accents because the specification writes them that way.
 */
export const DOCUMENT_MESSAGES = {
  invalidCpf: "CPF invalido",
  invalidCnpj: "CNPJ invalido",
  /** Login and server-side check of a value that is neither 11 nor 14 characters long. */
  invalidDocument: "CPF/CNPJ invalido",
  lookupRequired: "Por favor, informe seu CPF ou CNPJ",
  lookupLength: "CPF deve ter 11 dígitos ou CNPJ deve ter 14 dígitos",
} as const;
