import { inClientSpan, tracingEnabled } from "./tracing";

/*
 * A span per database query. Every query drizzle runs, whatever the driver and inside a
 * transaction or not, goes through its prepared query's execute() or all(): those two are
 * wrapped, once per copy of drizzle (each Next.js bundle may carry its own) and driver (each
 * driver's module hands its own class, so PGlite's is never loaded on PostgreSQL), and only when
 * spans are exported. The span carries the statement with its placeholders ($1), never the
 * values.
 */
const wrapped = Symbol.for("central-do-assinante.db-spans");

type Run = (this: { queryString?: string }, ...args: unknown[]) => Promise<unknown>;
type Prototype = Record<string, unknown> & { [wrapped]?: true };

/** Wraps a driver's prepared query class (drizzle's PostgresJsPreparedQuery or PglitePreparedQuery). */
export function traceDatabaseQueries(preparedQuery: { prototype: object }): void {
  if (!tracingEnabled()) return;
  const prototype = preparedQuery.prototype as Prototype;
  if (prototype[wrapped]) return;
  prototype[wrapped] = true;
  for (const method of ["execute", "all"] as const) {
    const run = prototype[method] as Run;
    prototype[method] = function (this: { queryString?: string }, ...args: unknown[]) {
      const statement = this.queryString ?? "";
      const operation = /^\s*(\w+)/.exec(statement)?.[1]?.toUpperCase() ?? "QUERY";
      const attributes = { "db.system.name": "postgresql", "db.operation.name": operation, "db.query.text": statement.slice(0, 2000) };
      return inClientSpan(`db ${operation}`, attributes, () => run.apply(this, args));
    } satisfies Run;
  }
}
