import type { Handler, Route, SandboxRequest, SandboxResponse } from "../http";
import type { SgpDataset } from "./dataset";

/**
 * What every route of the SGP sandbox shares: the dataset, the clock, the credentials it accepts,
 * the log of what clients sent, and the helpers that authenticate and record a call the way the
 * SGP does (docs/UPSTREAMS.md §1.0, docs/SGP-ENDPOINTS.md §1). A group of routes is a function of this context in its own
 * file, listed in routes.ts.
 */
export type SgpSandboxContext = {
  data(): SgpDataset;
  now(): Date;
  credentials: { app: string; token: string; user: string; password: string };
  /** Every API request as received, for tests to check what a client sent. */
  requests: RequestRecord[];
  /** Fields to drop from a customer's /clientes/ answer, by document digits (malformed-payload tests). */
  omitFields: Map<string, string[]>;
  /** The shape of the ticket reasons' catalogue: `{id, descricao}` or `{codigo, descricao}` items. */
  reasonShape: "id" | "codigo";
  /**
   * Whether settling the last overdue title of a contract suspended for non-payment releases it,
   * as the SGP does (docs/SGP-ENDPOINTS.md §2); off, the contract stays suspended (the fault switch).
   */
  releaseOnSettle: boolean;
};

export type SgpRouteGroup = (ctx: SgpSandboxContext) => Route[];

export type RequestRecord = {
  method: string;
  path: string;
  query: Record<string, string>;
  body: unknown;
  auth: "basic" | "bearer" | null;
  contentType: string | null;
  requestedWith: string | null;
};

export type Fields = Record<string, unknown>;

const MAX_RECORDED = 500;

/** The SGP's answers to missing and wrong credentials: HTTP 403 with Django REST's `detail` (docs/SGP-ENDPOINTS.md §1). */
export const AUTH_MISSING = "As credenciais de autenticação não foram fornecidas.";
export const AUTH_WRONG = "Credenciais de autenticação incorretas.";

/** Query and body fields as one record; body fields win, repeated form fields give their first value. */
function fieldsOf(req: SandboxRequest): Fields {
  const body = req.body && typeof req.body === "object" && !Array.isArray(req.body) ? (req.body as Fields) : {};
  const out: Fields = Object.fromEntries(req.query);
  for (const [key, value] of Object.entries(body)) out[key] = Array.isArray(value) && key !== "tipoclassificacoes" ? value[0] : value;
  return out;
}

export const str = (value: unknown) => (typeof value === "string" || typeof value === "number" ? String(value).trim() : "");

/** The operator key: app + token in the fields, or HTTP Basic ("Utilizar token+app ou Basic Auth", docs/UPSTREAMS.md §1.0). */
function operatorAuth(req: SandboxRequest, f: Fields, creds: SgpSandboxContext["credentials"]): "ok" | "missing" | "wrong" {
  const header = req.headers.authorization ?? "";
  const basic = header.startsWith("Basic ");
  if (!f.app && !f.token && !basic) return "missing";
  if (str(f.app) === creds.app && str(f.token) === creds.token) return "ok";
  if (basic) {
    const decoded = Buffer.from(header.slice(6), "base64").toString("utf8");
    if (decoded === `${creds.user}:${creds.password}`) return "ok";
  }
  return "wrong";
}

export const refuse = (msg: string, extra: Fields = {}): SandboxResponse => ({ json: { status: 0, msg, ...extra } });

function record(ctx: SgpSandboxContext, req: SandboxRequest) {
  const auth = req.headers.authorization ?? "";
  ctx.requests.push({
    method: req.method,
    path: req.path,
    query: Object.fromEntries(req.query),
    body: req.body,
    auth: auth.startsWith("Basic ") ? "basic" : auth.startsWith("Bearer ") ? "bearer" : null,
    contentType: req.headers["content-type"] ?? null,
    requestedWith: (req.headers["x-requested-with"] as string | undefined) ?? null,
  });
  if (ctx.requests.length > MAX_RECORDED) ctx.requests.shift();
}

type FieldsHandler = (f: Fields, req: SandboxRequest) => SandboxResponse;

/**
 * Records the request, then answers as the SGP does to bad JSON and to missing or wrong operator
 * credentials (HTTP 403 `{"detail": …}`). `subscriber` routes (`/api/central/*`) authenticate the
 * subscriber's own `cpfcnpj` + `senha` in the handler instead.
 */
export function api(ctx: SgpSandboxContext, handler: FieldsHandler, auth: "operator" | "subscriber" = "operator"): Handler {
  return (req) => {
    record(ctx, req);
    if ((req.body as Fields | null)?.__invalid_json) return { status: 400, json: { status: 0, msg: "JSON inválido" } };
    const f = fieldsOf(req);
    if (auth === "operator") {
      const outcome = operatorAuth(req, f, ctx.credentials);
      if (outcome !== "ok") return { status: 403, json: { detail: outcome === "missing" ? AUTH_MISSING : AUTH_WRONG } };
    }
    return handler(f, req);
  };
}

export const post = (ctx: SgpSandboxContext, pattern: string, handler: FieldsHandler): Route => ({
  method: "POST",
  pattern,
  handler: api(ctx, handler),
});

export const get = (ctx: SgpSandboxContext, pattern: string, handler: FieldsHandler): Route => ({
  method: "GET",
  pattern,
  handler: api(ctx, handler),
});

/**
 * A route the doc writes without the final slash, answered in both forms as consumers call both
 * (docs/SGP-ENDPOINTS.md §1: `central/contratos` and a few others).
 */
export function bothSlashForms(route: Route): Route[] {
  const other = route.pattern.endsWith("/") ? route.pattern.slice(0, -1) : `${route.pattern}/`;
  return [route, { ...route, pattern: other }];
}
