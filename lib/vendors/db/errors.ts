/**
 * The database could not be reached or opened. Callers map it to the spec's
 * 'Erro de conexao' message; `isDatabaseUnavailable()` also recognises the raw
 * driver errors a query can throw later, when an open pool loses its server.
 */
export class DatabaseUnavailableError extends Error {
  override readonly name = "DatabaseUnavailableError";

  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
  }
}

// Network errors from Node and postgres-js's own connection errors.
const connectionCodes = new Set([
  "ECONNREFUSED",
  "ECONNRESET",
  "ENOTFOUND",
  "EAI_AGAIN",
  "ETIMEDOUT",
  "EHOSTUNREACH",
  "ENETUNREACH",
  "EPIPE",
  "CONNECT_TIMEOUT",
  "CONNECTION_CLOSED",
  "CONNECTION_ENDED",
  "CONNECTION_DESTROYED",
]);

// SQLSTATE: class 08 (connection exception), server shutting down or starting, too many connections.
const unavailableSqlStates = /^(08...|57P01|57P02|57P03|53300)$/;

/** True when `error` (or one of its causes) means the database is unreachable rather than a bad query. */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (let e: unknown = error, depth = 0; e && depth < 5; depth++) {
    if (e instanceof DatabaseUnavailableError) return true;
    if (typeof e !== "object") return false;
    const code = (e as { code?: unknown }).code;
    if (typeof code === "string" && (connectionCodes.has(code) || unavailableSqlStates.test(code))) return true;
    if (e instanceof AggregateError && e.errors.some(isDatabaseUnavailable)) return true;
    e = (e as { cause?: unknown }).cause;
  }
  return false;
}

/** True for a unique-constraint violation (SQLSTATE 23505), e.g. a second trust release in one month. */
export function isUniqueViolation(error: unknown, constraint?: string): boolean {
  for (let e: unknown = error, depth = 0; e && typeof e === "object" && depth < 5; depth++) {
    const { code, constraint: name, constraint_name: pgName } = e as Record<string, unknown>;
    if (code === "23505") return constraint === undefined || name === constraint || pgName === constraint;
    e = (e as { cause?: unknown }).cause;
  }
  return false;
}

export function errorMessage(error: unknown): string {
  if (error instanceof AggregateError && error.errors.length > 0) return errorMessage(error.errors[0]);
  if (error instanceof Error) return error.message || error.name;
  return String(error);
}
