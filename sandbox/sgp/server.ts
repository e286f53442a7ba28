import { htmlNotFound, startSandbox, type RunningSandbox } from "../http";
import { createDataset, type SgpDataset } from "./dataset";
import { SGP_SANDBOX_DEFAULTS } from "./demo-customers";
import { brazilDate } from "../../lib/vendors/sgp/dates";
import { documentOf } from "./views";
import { sgpRoutes, type SgpSandboxContext } from "./routes";
import { releaseIfNothingOverdue } from "./routes-settlement";

export type SgpSandboxOptions = {
  port?: number;
  host?: string;
  latencyMs?: number;
  /** "METHOD /path=500|503|hang|badjson|lost|echo|html404", comma-separated; a path may end in `*` (see sandbox/http.ts). */
  faults?: string;
  app?: string;
  token?: string;
  /** HTTP Basic credentials accepted instead of app + token. */
  user?: string;
  password?: string;
  /** Clock for the dataset's relative dates and for new records. */
  now?: () => Date;
  /** How long after a payment a title turns paid in the `sgp` mode (SANDBOX_SETTLE_MS, default 5000). */
  settleMs?: number;
  /**
   * Who settles a paid title, as the portal is configured (SGP_SETTLEMENT): `sgp` (the default)
   * turns it paid on its own settleMs after the gateway tells it, as an SGP fed by the gateway's
   * notifications does; `portal` waits for the portal's `baixar`.
   */
  settlement?: "portal" | "sgp";
  /** Settling the last overdue title releases a contract suspended for non-payment (default true). */
  releaseOnSettle?: boolean;
  /**
   * The ticket reasons' catalogue shape (SANDBOX_SGP_REASONS): `id` items `{id, descricao}` (the
   * default) or `codigo` items `{codigo, descricao}` (docs/UPSTREAMS.md §1.6, docs/SGP-ENDPOINTS.md §8).
   */
  reasonShape?: "id" | "codigo";
};

export type RunningSgpSandbox = RunningSandbox & {
  /** The live dataset (mutated by tickets and promise releases). */
  data(): SgpDataset;
  /** The app and token it accepts. */
  credentials: { app: string; token: string };
};

/**
 * The subscriber-system sandbox: the SGP's paths over real HTTP with the demo dataset, answering
 * only the fields the references show (sandbox/sgp/views.ts), the SGP's 403 for missing or wrong
 * credentials and its 404 HTML page for any other path. Control routes besides those of sandbox/http.ts:
 * GET /__sandbox/sgp/state (the dataset), GET /__sandbox/sgp/requests (what
 * clients sent), POST /__sandbox/sgp/omit {"cpfcnpj", "fields": [...]} (drop
 * fields from that customer's /clientes/ answer until the next reset), POST
 * /__sandbox/sgp/titulos/:id/settle {"valorPago"?} (in the `sgp` mode the title turns paid after
 * settleMs, as the SGP does once the bank's return file is processed; the Efí sandbox calls it on
 * a payment; in the `portal` mode nothing happens), POST /__sandbox/sgp/titulos/:id/clone (a new
 * open title like that one), POST /__sandbox/sgp/release-on-settle {"enabled"} (whether a
 * settlement releases a suspended contract, until the next reset). GET /sandbox/baixas (no
 * credentials) lists the settlements accepted.
 */
export async function startSgpSandbox(options: SgpSandboxOptions = {}): Promise<RunningSgpSandbox> {
  const env = process.env;
  const now = options.now ?? (() => new Date());
  let dataset = createDataset(now());
  const ctx: SgpSandboxContext = {
    data: () => dataset,
    now,
    credentials: {
      // Like the Efí sandbox: its own variables, else the app's, so a demo with other credentials still logs in.
      app: options.app ?? env.SANDBOX_SGP_APP ?? env.SGP_APP ?? SGP_SANDBOX_DEFAULTS.app,
      token: options.token ?? env.SANDBOX_SGP_TOKEN ?? env.SGP_TOKEN ?? SGP_SANDBOX_DEFAULTS.token,
      user: options.user ?? env.SANDBOX_SGP_USER ?? env.SGP_USER ?? SGP_SANDBOX_DEFAULTS.user,
      password: options.password ?? env.SANDBOX_SGP_PASSWORD ?? env.SGP_PASSWORD ?? SGP_SANDBOX_DEFAULTS.password,
    },
    requests: [],
    omitFields: new Map(),
    reasonShape: options.reasonShape ?? (env.SANDBOX_SGP_REASONS === "codigo" ? "codigo" : "id"),
    releaseOnSettle: options.releaseOnSettle ?? true,
  };
  const settlement = options.settlement ?? (env.SGP_SETTLEMENT === "portal" ? "portal" : "sgp");

  const settleMs = options.settleMs ?? Number(env.SANDBOX_SETTLE_MS ?? 5000);
  const settling = new Set<NodeJS.Timeout>();
  const settle = (id: string, valorPago: number | undefined) => {
    const titulo = dataset.titulos.find((t) => String(t.id) === id);
    if (!titulo || titulo.status !== "aberto") return;
    titulo.status = "pago";
    titulo.valorPago = valorPago ?? titulo.valorCorrigido;
    titulo.dataPagamento = brazilDate(now());
    titulo.codigoPix = "";
    releaseIfNothingOverdue(dataset, titulo, now(), ctx.releaseOnSettle);
  };

  const sandbox = await startSandbox({
    name: "sgp",
    port: options.port ?? Number(env.SANDBOX_SGP_PORT ?? SGP_SANDBOX_DEFAULTS.port),
    host: options.host ?? env.SANDBOX_HOST,
    latencyMs: options.latencyMs ?? Number(env.SANDBOX_LATENCY_MS ?? 0),
    faults: options.faults ?? env.SANDBOX_FAULTS,
    routes: sgpRoutes(ctx),
    notFound: ({ path }) => htmlNotFound(path),
    reset: () => {
      dataset = createDataset(now());
      ctx.requests.length = 0;
      ctx.omitFields.clear();
      ctx.releaseOnSettle = options.releaseOnSettle ?? true;
      for (const timer of settling) clearTimeout(timer);
      settling.clear();
    },
    controlRoutes: [
      { method: "GET", pattern: "/__sandbox/sgp/state", handler: () => ({ json: dataset }) },
      { method: "GET", pattern: "/__sandbox/sgp/requests", handler: () => ({ json: ctx.requests }) },
      {
        method: "DELETE",
        pattern: "/__sandbox/sgp/requests",
        handler: () => {
          ctx.requests.length = 0;
          return { json: { ok: true } };
        },
      },
      {
        // A new open invoice like this one (next id and document number), for benchmarks that pay many.
        method: "POST",
        pattern: "/__sandbox/sgp/titulos/:id/clone",
        handler: (req) => {
          const source = dataset.titulos.find((t) => String(t.id) === req.params.id);
          if (!source) return { status: 404, json: { error: "título não encontrado" } };
          const id = Math.max(...dataset.titulos.map((t) => t.id)) + 1;
          const numeroDocumento = Math.max(...dataset.titulos.map((t) => t.numeroDocumento)) + 1;
          const copy = {
            ...source,
            id,
            numeroDocumento,
            status: "aberto" as const,
            valorPago: null,
            valorPagoParcial: 0,
            dataPagamento: null,
          };
          dataset.titulos.push(copy);
          return { json: copy };
        },
      },
      {
        method: "POST",
        pattern: "/__sandbox/sgp/titulos/:id/settle",
        handler: (req) => {
          const id = req.params.id!;
          if (!dataset.titulos.some((t) => String(t.id) === id)) return { status: 404, json: { error: "título não encontrado" } };
          // The portal settles it (SGP_SETTLEMENT=portal): this SGP does not hear from the gateway.
          if (settlement === "portal") return { json: { ok: true, settleMs: null } };
          const valor = Number((req.body as { valorPago?: unknown } | null)?.valorPago);
          const timer = setTimeout(() => {
            settling.delete(timer);
            settle(id, Number.isFinite(valor) && valor > 0 ? valor : undefined);
          }, settleMs);
          timer.unref();
          settling.add(timer);
          return { json: { ok: true, settleMs } };
        },
      },
      {
        method: "POST",
        pattern: "/__sandbox/sgp/release-on-settle",
        handler: (req) => {
          ctx.releaseOnSettle = (req.body as { enabled?: unknown } | null)?.enabled !== false;
          return { json: { ok: true, releaseOnSettle: ctx.releaseOnSettle } };
        },
      },
      {
        method: "POST",
        pattern: "/__sandbox/sgp/omit",
        handler: (req) => {
          const { cpfcnpj, fields } = (req.body ?? {}) as { cpfcnpj?: string; fields?: string[] };
          if (!cpfcnpj || !Array.isArray(fields)) return { status: 400, json: { error: "cpfcnpj e fields obrigatórios" } };
          ctx.omitFields.set(documentOf(cpfcnpj), fields.map(String));
          return { json: { ok: true } };
        },
      },
    ],
  });

  const close = () => {
    for (const timer of settling) clearTimeout(timer);
    return sandbox.close();
  };
  return { ...sandbox, close, data: () => dataset, credentials: { app: ctx.credentials.app, token: ctx.credentials.token } };
}
