import pino from "pino";

/**
 * Structured JSON logs, one object per line. Values under these keys are
 * masked so tax ids, passwords and tokens never reach the logs in clear.
 */
const redacted = [
  "cpf",
  "cnpj",
  "cpfcnpj",
  "cpfCnpj",
  "cpf_cnpj",
  "documento",
  "password",
  "senha",
  "token",
  "authorization",
  "*.cpf",
  "*.cpfcnpj",
  "*.cpfCnpj",
  "*.password",
  "*.senha",
  "*.token",
  "*.authorization",
];

export const logOptions: pino.LoggerOptions = {
  level: process.env.LOG_LEVEL ?? (process.env.NODE_ENV === "test" ? "silent" : "info"),
  base: undefined,
  redact: { paths: redacted, censor: "[mascarado]" },
};

export const log = pino(logOptions);

/** Keeps the first three digits of a document so logs can still tell requests apart. */
export function maskDocument(document: string): string {
  const digits = document.replace(/\W/g, "");
  return digits.length <= 3 ? "***" : `${digits.slice(0, 3)}${"*".repeat(digits.length - 3)}`;
}
