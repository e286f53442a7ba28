import "server-only";
import { log } from "@/lib/platform/log";
import { UpstreamCredentialsError, UpstreamFeatureMissingError, UpstreamRejectedError } from "@/lib/platform/upstream/errors";
import { upstreamFetch } from "@/lib/platform/upstream/http";
import { TtlCache } from "@/lib/shared/ttl-cache";
import { errorAnswerSchema, failureEnvelopeSchema } from "./answer-schemas";
import type { Customer, SgpClientOptions } from "./types";

const CUSTOMER_CACHE_MS = 5_000;

export type Fields = Record<string, string | number | undefined>;

export type SgpRequest = {
  path: string;
  method?: "GET" | "POST";
  form?: Fields;
  json?: Fields;
  headers?: Record<string, string>;
  /**
   * Whose credentials go with the call: the portal's operator key (app + token, or HTTP Basic;
   * docs/UPSTREAMS.md §1.0), or none for `/api/central/*` calls that carry the subscriber's own
   * `cpfcnpj` + `senha` in their fields.
   */
  auth?: "operator" | "subscriber";
  /** Writes are never retried: a ticket or a release must not happen twice. */
  write?: boolean;
  /** The key a list answer carries; without it a `{status: 0, msg}` answer is a refusal. */
  listKey?: string;
};

/**
 * What every group of SGP calls shares: the base URL, one `send`, the options and the short-lived
 * customer cache that writes clear. Calls live in their own files (customers.ts, tickets.ts,
 * release.ts…) as functions of this context; client.ts puts them together.
 */
export type SgpContext = {
  baseUrl: string;
  options: SgpClientOptions;
  send(req: SgpRequest): Promise<unknown>;
  /** The customers this client read in the last few seconds; `set` by a fresh read, `clear` after a write (customerCache). */
  customers: Pick<TtlCache<Customer>, "load" | "set" | "clear">;
};

// On globalThis: Next.js bundles routes apart, each with its own client, and a write made in one
// (a settlement after the webhook's answer) must reach the others (the dashboard's next load).
const writesKey = Symbol.for("central-do-assinante.sgp-customer-writes");
const globals = globalThis as typeof globalThis & { [writesKey]?: { count: number } };
const customerWrites = (globals[writesKey] ??= { count: 0 });

/**
 * The short-lived customer cache: `clear` empties it in every client of the process, since a
 * write (a ticket, a release, a settlement) may change the contracts any of them shows.
 */
function customerCache(ttlMs: number): SgpContext["customers"] {
  const cache = new TtlCache<Customer>(ttlMs);
  let seen = customerWrites.count;
  return {
    load(key, loader) {
      if (seen !== customerWrites.count) {
        cache.clear();
        seen = customerWrites.count;
      }
      return cache.load(key, loader);
    },
    set(key, value) {
      cache.set(key, value);
    },
    clear() {
      customerWrites.count++;
      cache.clear();
      seen = customerWrites.count;
    },
  };
}

export function createSgpContext(options: SgpClientOptions): SgpContext {
  const baseUrl = options.baseUrl.replace(/\/+$/, "");
  const credentials = { app: options.app, token: options.token };
  const basic =
    options.user && options.password ? `Basic ${Buffer.from(`${options.user}:${options.password}`).toString("base64")}` : undefined;

  async function send(req: SgpRequest): Promise<unknown> {
    const url = new URL(`${baseUrl}${req.path}`);
    const operator = (req.auth ?? "operator") === "operator";
    const keys = operator ? credentials : {};
    const headers: Record<string, string> = { Accept: "application/json", ...req.headers };
    if (basic && operator) headers.Authorization = basic;
    let body: string | URLSearchParams | undefined;
    if (req.method === "GET") {
      for (const [key, value] of Object.entries({ ...keys, ...req.form })) {
        if (value !== undefined) url.searchParams.set(key, String(value));
      }
    } else if (req.json) {
      headers["Content-Type"] = "application/json";
      body = JSON.stringify({ ...keys, ...req.json });
    } else {
      body = new URLSearchParams();
      for (const [key, value] of Object.entries({ ...keys, ...req.form })) {
        if (value !== undefined) body.set(key, String(value));
      }
    }

    const started = Date.now();
    const res = await upstreamFetch({
      upstream: "sgp",
      url: url.toString(),
      method: req.method ?? "POST",
      headers,
      body,
      timeoutMs: options.timeoutMs,
      retry: !req.write,
    }).catch((error: unknown) => {
      log.warn({ upstream: "sgp", path: req.path, ms: Date.now() - started, err: String(error) }, "sgp falhou");
      throw error;
    });
    log.debug({ upstream: "sgp", path: req.path, status: res.status, ms: Date.now() - started }, "sgp");

    if (res.status === 404 && !isObject(res.json)) {
      // The provider's SGP lacks this module (docs/SGP-ENDPOINTS.md §1): the feature is hidden, nothing is down.
      log.info({ upstream: "sgp", path: req.path }, "sgp: módulo ausente neste provedor");
      throw new UpstreamFeatureMissingError("sgp", req.path);
    }
    if (res.status === 401 || res.status === 403) {
      const error = new UpstreamCredentialsError("sgp", messageOf(res.json) ?? "", res.status);
      // Under `answer`: the logs mask a key named `detail` (lib/platform/log/redaction.ts); this one is the SGP's own text, no one's data.
      log.error({ upstream: "sgp", path: req.path, status: res.status, answer: error.detail }, "sgp recusou as credenciais do portal");
      throw error;
    }
    if (res.status >= 400) {
      throw new UpstreamRejectedError("sgp", messageOf(res.json) ?? `HTTP ${res.status}`, res.status);
    }
    const failure = failureEnvelopeSchema.safeParse(res.json);
    const isList = req.listKey && isObject(res.json) && req.listKey in res.json;
    if (failure.success && !isList) {
      throw new UpstreamRejectedError("sgp", failure.data.msg);
    }
    return res.json;
  }

  return { baseUrl, options, send, customers: customerCache(options.customerCacheMs ?? CUSTOMER_CACHE_MS) };
}

function isObject(value: unknown): value is Record<string, unknown> {
  return !!value && typeof value === "object";
}

const messageOf = (json: unknown): string | undefined => errorAnswerSchema.parse(json);
