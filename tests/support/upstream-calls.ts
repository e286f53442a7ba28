import fs from "node:fs";
import path from "node:path";
import { z } from "zod";
import { PORTAL_USER_AGENT } from "@/lib/platform/upstream/user-agent";
import { requestObservers, type ObservedRequest } from "@/sandbox/http";

/*
 * The table of calls in docs/UPSTREAMS.md §5, read as data: one row per call the portal makes to
 * an upstream, with the parameters it may send and the fields it may read. Tests compare it with
 * what the clients really send (every request the in-process SGP and Efí sandboxes receive from
 * the portal, told by its User-Agent) and read (the keys of the zod schemas that parse each
 * answer, tests/support/upstream-answers.ts).
 */

export const CALL_TABLE_DOC = path.resolve(import.meta.dirname, "../../docs/UPSTREAMS.md");
const TABLE_HEADER = "| upstream | method | path | sent | read | source |";
/** The upstreams the table covers: the names their sandboxes carry. */
export const TABLE_UPSTREAMS = ["sgp", "efi"] as const;

export type CallRow = {
  upstream: string;
  method: string;
  path: string;
  sent: string[];
  read: string[];
  source: string;
  /** "sgp POST /api/ura/clientes/". */
  key: string;
};

/** `a.{b,c}.d` → `a.b.d`, `a.c.d` (one level of braces, enough for the table). */
function expandBraces(name: string): string[] {
  const match = /\{([^{}]*)\}/.exec(name);
  if (!match) return [name];
  return match[1]!.split(",").flatMap((part) => expandBraces(name.replace(match[0], part.trim())));
}

/** The backticked names of a cell, braces expanded; "—" or nothing is an empty list. */
function names(cell: string): string[] {
  return [...cell.matchAll(/`([^`]+)`/g)].flatMap((m) => expandBraces(m[1]!.trim()));
}

/** The rows of docs/UPSTREAMS.md §5, in order. Throws on a row that breaks the fixed layout. */
export function readCallTable(markdown = fs.readFileSync(CALL_TABLE_DOC, "utf8")): CallRow[] {
  const lines = markdown.split("\n");
  const start = lines.findIndex((line) => line.trim() === TABLE_HEADER);
  if (start < 0) throw new Error(`docs/UPSTREAMS.md: a tabela de chamadas ("${TABLE_HEADER}") não foi encontrada`);
  const rows: CallRow[] = [];
  for (const line of lines.slice(start + 2)) {
    if (!line.trim().startsWith("|")) break;
    const cells = line
      .trim()
      .slice(1, -1)
      .split("|")
      .map((cell) => cell.trim());
    if (cells.length !== 6) throw new Error(`docs/UPSTREAMS.md §5: linha com ${cells.length} colunas, esperadas 6: ${line}`);
    const [upstream, method, callPath, sent, read, source] = cells as [string, string, string, string, string, string];
    const row = {
      upstream: upstream.replace(/`/g, ""),
      method: method.replace(/`/g, ""),
      path: callPath.replace(/`/g, ""),
      sent: names(sent),
      read: names(read),
      source,
    };
    rows.push({ ...row, key: `${row.upstream} ${row.method} ${row.path}` });
  }
  return rows;
}

/** Whether a concrete request path is the row's (`{name}` stands for one segment; `*` rows match no request). */
export function pathMatches(row: CallRow, requestPath: string): boolean {
  if (row.method === "*") return false;
  const pattern = row.path.replace(/[.+?^$()[\]\\]/g, "\\$&").replace(/\{[^}]+\}/g, "[^/]+");
  return new RegExp(`^${pattern}$`).test(requestPath);
}

/** Every parameter name of a request: its query keys and its body's keys, nested ones dotted, arrays as `[]`. */
export function parameterNames(query: URLSearchParams, body: unknown): string[] {
  const out = new Set<string>(query.keys());
  const walk = (value: unknown, prefix: string) => {
    if (Array.isArray(value)) {
      for (const item of value) walk(item, `${prefix}[]`);
      if (value.length === 0 || value.every((item) => item === null || typeof item !== "object")) out.add(`${prefix}[]`);
      return;
    }
    if (value && typeof value === "object") {
      for (const [key, inner] of Object.entries(value)) walk(inner, prefix ? `${prefix}.${key}` : key);
      return;
    }
    if (prefix) out.add(prefix);
  };
  walk(body, "");
  // A form field repeated or named `x[]` is one parameter.
  return [...out].map((name) => name.replace(/\[\]$/, "")).filter((name, i, all) => all.indexOf(name) === i);
}

export type PortalRequest = { upstream: string; method: string; path: string; params: string[] };

/** Starts recording what the portal sends to every in-process sandbox; `stop` ends it. */
export function recordPortalRequests(): { requests: PortalRequest[]; stop(): void } {
  const requests: PortalRequest[] = [];
  const observe = (request: ObservedRequest) => {
    if (request.headers["user-agent"] !== PORTAL_USER_AGENT) return;
    requests.push({
      upstream: request.sandbox,
      method: request.method,
      path: request.path,
      params: parameterNames(request.query, request.body),
    });
  };
  requestObservers.add(observe);
  return { requests, stop: () => requestObservers.delete(observe) };
}

/**
 * What the table does not cover among the recorded requests to the table's upstreams: a call
 * with no row, or a parameter its row does not list. Empty when all is listed.
 */
export function unlistedParameters(requests: readonly PortalRequest[], rows = readCallTable()): string[] {
  const problems = new Set<string>();
  for (const request of requests) {
    if (!(TABLE_UPSTREAMS as readonly string[]).includes(request.upstream)) continue;
    const row = rows.find((r) => r.upstream === request.upstream && r.method === request.method && pathMatches(r, request.path));
    if (!row) {
      problems.add(`${request.upstream} ${request.method} ${request.path}: chamada sem linha na tabela`);
      continue;
    }
    for (const param of request.params) {
      if (!row.sent.includes(param)) problems.add(`${row.key}: envia \`${param}\`, que a tabela não lista`);
    }
  }
  return [...problems];
}

type Def = {
  type: string;
  shape?: Record<string, z.ZodType>;
  element?: z.ZodType;
  in?: z.ZodType;
  out?: z.ZodType;
  innerType?: z.ZodType;
  options?: z.ZodType[];
  items?: z.ZodType[];
  rest?: z.ZodType | null;
};

const join = (prefix: string, key: string) => (prefix ? `${prefix}.${key}` : key);

/**
 * The fields a schema reads, as the table writes them (`a.b`, `list[].c`, `[].d` for a bare array):
 * object keys down to their leaves, array items, both sides of pipes and preprocessing, every
 * option of a union, and the aliases `withAliases` declares (lib/vendors/sgp/primitives.ts).
 */
export function fieldsRead(schema: z.ZodType, prefix = ""): string[] {
  const def = (schema as unknown as { _zod: { def: Def } })._zod.def;
  const found = new Set<string>();
  const add = (paths: string[]) => paths.forEach((p) => found.add(p));
  switch (def.type) {
    case "object":
      for (const [key, inner] of Object.entries(def.shape ?? {})) {
        const below = fieldsRead(inner, join(prefix, key));
        add(below.length ? below : [join(prefix, key)]);
      }
      break;
    case "array":
      add(fieldsRead(def.element!, `${prefix}[]`));
      break;
    case "tuple":
      for (const item of [...(def.items ?? []), ...(def.rest ? [def.rest] : [])]) add(fieldsRead(item, `${prefix}[]`));
      break;
    case "pipe":
      add(fieldsRead(def.in!, prefix));
      add(fieldsRead(def.out!, prefix));
      break;
    case "union":
      for (const option of def.options ?? []) add(fieldsRead(option, prefix));
      break;
    case "optional":
    case "nullable":
    case "default":
    case "prefault":
    case "catch":
    case "readonly":
    case "nonoptional":
      add(fieldsRead(def.innerType!, prefix));
      break;
    case "transform":
    case "unknown":
    case "any":
      break;
    default:
      // A value: the field itself is what is read.
      if (prefix) found.add(prefix);
  }
  const aliases = (z.globalRegistry.get(schema) as { aliases?: Record<string, string[]> } | undefined)?.aliases;
  for (const [key, spellings] of Object.entries(aliases ?? {})) {
    const own = join(prefix, key);
    for (const field of [...found]) {
      if (field !== own && !field.startsWith(`${own}.`) && !field.startsWith(`${own}[`)) continue;
      for (const alias of spellings) found.add(join(prefix, alias) + field.slice(own.length));
    }
  }
  // A value read tolerantly as a list (`celular`, `telefones`) is still that one field.
  return [...new Set([...found].map((field) => field.replace(/\[\]$/, "")))];
}
