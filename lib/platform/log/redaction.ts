import { isValidCnpj } from "@/lib/shared/br/document";
import { maskName } from "@/lib/shared/br/masking";
import { SAFE_REQUEST_ID } from "@/lib/platform/request/id";

/**
 * What the logger does to every value before it is written (lib/platform/log/index.ts), and the public invoice page
 * to an upstream's own words before it shows them (scrubText). Key names alone are not
 * enough: documents, names and query parameters also travel inside messages, error objects and
 * upstream answers. So three layers:
 *
 * 1. keys: secrets, personal fields and query parameters are replaced at any depth;
 * 2. errors: only their type, message, stack frames and a few diagnostic fields are kept, so a
 *    database error's parameters, detail ("Key (cpf)=(...)") and query values are dropped;
 * 3. text: every string has document-, phone- and e-mail-like values, values quoted after a colon
 *    and capitalised name-like word runs masked, and a drizzle "params:" tail cut.
 *
 * Identifiers are not personal data and must stay findable: request ids (X-Request-Id), txids,
 * E2E ids and trace ids are left whole, though their digits may look like a phone or a CPF.
 */

const CENSORED = "[mascarado]";

/** Keeps the first three digits of a document so logs can still tell requests apart. */
export function maskDocument(document: string): string {
  const digits = document.replace(/\W/g, "");
  return digits.length <= 3 ? "***" : `${digits.slice(0, 3)}${"*".repeat(digits.length - 3)}`;
}

const normalizeKey = (key: string) => key.toLowerCase().replace(/[^a-z0-9]/g, "");

/** Keys whose value is a tax id: masked to its first three digits. */
const DOCUMENT_KEYS = new Set(["cpf", "cnpj", "cpfcnpj", "documento", "document", "clientedocumento", "clientecpf"]);
/** Parts of key names that hold secrets. */
const SECRET_PARTS = ["password", "senha", "token", "secret", "authorization", "cookie", "apikey", "credential"];
/** Keys holding personal data or a query's values: replaced whole. */
const PERSONAL_KEYS = new Set([
  ...["nome", "name", "nomecliente", "razaosocial", "nomefantasia", "devedor", "pagador", "customer", "cliente"],
  ...["endereco", "address", "logradouro", "bairro", "cep", "complemento", "datanascimento", "birthdate"],
  ...["telefone", "telefones", "celular", "celulares", "phone", "phones", "phonenumber", "email", "emails", "contatos"],
  ...["params", "parameters", "args", "detail"],
]);

/** Keys holding an identifier: kept whole when shaped like one (lib/platform/request/id.ts). */
const IDENTIFIER_KEYS = new Set(["requestid", "xrequestid", "traceid", "spanid", "txid", "endtoendid", "e2eid"]);

/** Diagnostic fields kept from an error (Node, PostgreSQL/PGlite, postgres.js, the upstream clients). */
const ERROR_FIELDS = [
  ...["code", "errno", "syscall", "status", "upstream", "field", "severity", "routine"],
  ...["constraint", "constraint_name", "table", "table_name", "column", "column_name"],
];

const MAX_DEPTH = 8;

// Formatted CPF and CNPJ (also the alphanumeric CNPJ), phones with their area code, e-mail addresses.
const FORMATTED_DOCUMENT = /(?<![\w.])(?:\d{3}\.\d{3}\.\d{3}-\d{2}|[\dA-Z]{2}\.[\dA-Z]{3}\.[\dA-Z]{3}\/[\dA-Z]{4}-\d{2})(?![\w])/g;
const PHONE = /\(\d{2}\)\s?\d{4,5}-?\d{4}(?!\d)/g;
const EMAIL = /[\w.+-]+@[\w-]+(?:\.[\w-]+)+/g;
// Bare 10, 11 or 14 digit runs: CPF, CNPJ, landline and mobile phones. Epoch milliseconds have 13.
const DIGIT_RUN = /(?<!\d)(?:\d{14}|\d{10,11})(?!\d)/g;
// Unformatted alphanumeric CNPJ ("12ABC34501DE35", any case): 12 letters or digits and 2 check digits,
// masked only with a letter and valid check digits, so ids of other shapes (txids, UUIDs) stay readable.
const BARE_ALPHANUMERIC_CNPJ = /(?<![\w-])[0-9A-Za-z]{12}\d{2}(?![\w-])/g;
const maskAlphanumericCnpj = (run: string) => (/[A-Za-z]/.test(run) && isValidCnpj(run) ? maskDocument(run) : run);
// Two or more capitalised words, possibly joined by "da", "de", "dos", "e"...: "Maria da Silva Santos".
const NAME_LIKE = /\p{Lu}\p{Ll}+(?:\s+(?:(?:d[aeo]s?|e)\s+)?\p{Lu}\p{Ll}+)+/gu;
// Words of the framework's and HTTP's own messages ("Server Action", "Not Found"), which are no one's name.
const TECHNICAL_WORDS = new Set([
  ...["Action", "Actions", "Bad", "Component", "Components", "Error", "Found", "Gateway", "Internal"],
  ...["Many", "Not", "Request", "Requests", "Server", "Service", "Too", "Unavailable"],
]);
const maskNameLike = (run: string) => (run.split(/\s+/).some((word) => TECHNICAL_WORDS.has(word)) ? run : maskName(run));
// Identifiers inside text: UUIDs (generated request ids) and runs of 16 to 128 letters and digits
// mixing both (Efí txids of 26 to 35, E2E ids, W3C trace and span ids). Documents and phones are
// digits only, or at most 14 characters (the alphanumeric CNPJ).
const IDENTIFIER =
  /(?<![A-Za-z0-9])(?:[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}|(?=[0-9]*[A-Za-z])(?=[A-Za-z]*[0-9])[A-Za-z0-9]{16,128})(?![A-Za-z0-9])/g;
// drizzle's DrizzleQueryError: "Failed query: <sql>\nparams: <values>".
const QUERY_PARAMS = /(^|\n)params: [\s\S]*$/;
// PostgreSQL echoes the offending value after a colon: 'invalid input syntax for type integer: "x"'.
const QUOTED_VALUE = /(:\s*)"[^"\n]*"/g;

/** A string with the personal values it may carry masked, identifiers kept whole. */
export function scrubText(text: string): string {
  // Patterns that may span an identifier run on the whole text; the others between identifiers.
  const whole = text.replace(QUERY_PARAMS, `$1params: ${CENSORED}`).replace(QUOTED_VALUE, `$1"${CENSORED}"`).replace(EMAIL, CENSORED);
  let out = "";
  let from = 0;
  for (const match of whole.matchAll(IDENTIFIER)) {
    out += scrubPlainText(whole.slice(from, match.index)) + match[0];
    from = match.index + match[0].length;
  }
  return out + scrubPlainText(whole.slice(from));
}

const scrubPlainText = (text: string) =>
  text
    .replace(FORMATTED_DOCUMENT, maskDocument)
    .replace(PHONE, maskDocument)
    .replace(DIGIT_RUN, maskDocument)
    .replace(BARE_ALPHANUMERIC_CNPJ, maskAlphanumericCnpj)
    .replace(NAME_LIKE, maskNameLike);

/** A safe copy of a value for a log line, errors included: see the module comment. Handles cycles and depth. */
export function redactValue(value: unknown): unknown {
  return redact(value, 0, new WeakSet());
}

function redact(value: unknown, depth: number, seen: WeakSet<object>): unknown {
  if (typeof value === "string") return scrubText(value);
  if (typeof value === "number") return Number.isInteger(value) ? scrubNumber(value) : value;
  if (typeof value === "bigint") return scrubText(value.toString());
  if (typeof value !== "object" || value === null) return value;
  if (seen.has(value) || depth >= MAX_DEPTH) return "[...]";
  seen.add(value);
  if (value instanceof Error) return errorSummary(value, depth, seen);
  if (value instanceof Date) return value;
  if (Array.isArray(value)) return value.map((item) => redact(item, depth + 1, seen));
  const out: Record<string, unknown> = {};
  for (const [key, item] of Object.entries(value)) out[key] = redactEntry(key, item, depth, seen);
  return out;
}

function redactEntry(key: string, value: unknown, depth: number, seen: WeakSet<object>): unknown {
  const name = normalizeKey(key);
  if (value === undefined || value === null) return value;
  if (IDENTIFIER_KEYS.has(name) && typeof value === "string" && SAFE_REQUEST_ID.test(value)) return value;
  if (DOCUMENT_KEYS.has(name)) return typeof value === "string" && value.includes("*") ? value : maskDocument(String(value));
  if (PERSONAL_KEYS.has(name) || SECRET_PARTS.some((part) => name.includes(part))) return CENSORED;
  return redact(value, depth + 1, seen);
}

const scrubNumber = (value: number) => {
  const text = String(Math.abs(value));
  return scrubText(text) === text ? value : maskDocument(text);
};

/**
 * An error's type as the logs name it: its own `name` when it has one of its own, which survives the
 * production build's minification (a class name does not: "tL"), else its class's name.
 */
export function errorType(error: Error): string {
  if (error.name && error.name !== "Error") return error.name;
  const className = error.constructor?.name;
  return (className !== "Object" && className) || "Error";
}

function errorSummary(error: Error, depth: number, seen: WeakSet<object>): Record<string, unknown> {
  seen.add(error);
  const type = errorType(error);
  const message = scrubText(error.message ?? "");
  // The stack's first lines repeat the raw message: rebuilt from the masked one.
  const frames = (error.stack ?? "")
    .split("\n")
    .filter((line) => /^\s+at /.test(line))
    .map(scrubText);
  const summary: Record<string, unknown> = { type, message, stack: [`${type}: ${message}`, ...frames].join("\n") };
  const fields = error as unknown as Record<string, unknown>;
  for (const field of ERROR_FIELDS) {
    const value = fields[field];
    if (["string", "number", "boolean"].includes(typeof value)) summary[field] = redact(value, depth + 1, seen);
  }
  if (error.cause !== undefined) summary.cause = redact(error.cause, depth + 1, seen);
  if (error instanceof AggregateError) summary.errors = error.errors.map((inner: unknown) => redact(inner, depth + 1, seen));
  return summary;
}
