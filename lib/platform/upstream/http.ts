import "server-only";
import type { z } from "zod";
import { log } from "@/lib/platform/log";
import { recordUpstreamCall, type UpstreamOutcome } from "@/lib/platform/observability/metrics";
import { inClientSpan } from "@/lib/platform/observability/tracing";
import { circuitFor, type CircuitTransition, upstreamCircuitKey } from "./circuit";
import { deadline } from "./deadline";
import { PORTAL_USER_AGENT } from "./user-agent";
import { UpstreamInvalidResponseError, UpstreamUnavailableError, type UpstreamName } from "./errors";

export type UpstreamRequest = {
  upstream: UpstreamName;
  url: string;
  method?: "GET" | "POST" | "PUT" | "PATCH";
  headers?: Record<string, string>;
  body?: string | URLSearchParams;
  timeoutMs: number;
  /** Reads are retried once on a network error or 5xx; writes never are. */
  retry?: boolean;
  /** Extra fetch options (an undici dispatcher for mTLS, for example). */
  init?: RequestInit & { dispatcher?: unknown };
};

export type UpstreamResponse = { status: number; json: unknown; text: string };

/**
 * One HTTP exchange with an upstream: timeout on every attempt, one retry for
 * reads, and JSON decoding. Non-2xx statuses other than 5xx are returned to the
 * caller, which knows what they mean for its API. A circuit breaker per
 * upstream endpoint fails fast while it is known to be down.
 */
export async function upstreamFetch(req: UpstreamRequest): Promise<UpstreamResponse> {
  const method = req.method ?? "GET";
  const url = new URL(req.url);
  const attributes = {
    "upstream.name": req.upstream,
    "http.request.method": method,
    "server.address": url.hostname,
    "url.template": pathTemplate(url.pathname),
  };
  return inClientSpan(`${req.upstream} ${method}`, attributes, async (span) => {
    const started = performance.now();
    let outcome: UpstreamOutcome = "ok";
    try {
      const res = await guardedFetch(req);
      span.setAttribute("http.response.status_code", res.status);
      return res;
    } catch (error) {
      outcome = outcomeOf(error);
      throw error;
    } finally {
      recordUpstreamCall(req.upstream, outcome, (performance.now() - started) / 1000);
    }
  });
}

class CircuitOpenError extends UpstreamUnavailableError {}

async function guardedFetch(req: UpstreamRequest): Promise<UpstreamResponse> {
  const key = upstreamCircuitKey(req.upstream, req.url);
  const circuit = circuitFor(key);
  if (!circuit.tryAcquire()) {
    throw new CircuitOpenError(req.upstream, `${req.upstream}: circuito aberto, indisponível`);
  }
  try {
    const res = await attemptFetch(req);
    logTransition(key, circuit.recordSuccess());
    return res;
  } catch (error) {
    // Only "unavailable" counts against the circuit: a malformed 2xx still proves the upstream is up.
    logTransition(key, error instanceof UpstreamUnavailableError ? circuit.recordFailure() : circuit.recordSuccess());
    throw error;
  }
}

function outcomeOf(error: unknown): UpstreamOutcome {
  if (error instanceof CircuitOpenError) return "circuit_open";
  return error instanceof UpstreamInvalidResponseError ? "invalid" : "unavailable";
}

/** The path with every segment holding a digit (ids, txids, documents) as {id}: spans never carry them. */
export function pathTemplate(pathname: string): string {
  return pathname.replace(/[^/]*\d[^/]*/g, "{id}");
}

function logTransition(key: string, transition: CircuitTransition) {
  if (transition === "opened") log.warn({ circuit: key }, "upstream circuit opened: failing fast");
  if (transition === "closed") log.info({ circuit: key }, "upstream circuit closed: upstream recovered");
}

async function attemptFetch(req: UpstreamRequest): Promise<UpstreamResponse> {
  const attempts = req.retry ? 2 : 1;
  let lastError: unknown;
  for (let attempt = 1; attempt <= attempts; attempt++) {
    const timeout = deadline(req.timeoutMs);
    try {
      const res = await fetch(req.url, {
        ...req.init,
        method: req.method ?? "GET",
        headers: { "user-agent": PORTAL_USER_AGENT, ...req.headers },
        body: req.body,
        signal: timeout.signal,
        cache: "no-store",
      } as RequestInit);
      const text = await res.text();
      if (res.status >= 500) {
        lastError = new UpstreamUnavailableError(req.upstream, `${req.upstream}: HTTP ${res.status}`);
        continue;
      }
      // An error answer need not be JSON (the SGP's missing modules answer an HTML page): its
      // caller reads the status and the text; only a 2xx body must parse.
      return { status: res.status, text, json: res.status < 400 ? parseJson(req.upstream, text) : parseJsonOrNull(text) };
    } catch (error) {
      if (error instanceof UpstreamInvalidResponseError) throw error;
      lastError = new UpstreamUnavailableError(req.upstream, `${req.upstream}: ${describeFailure(error)}`, {
        cause: error,
      });
    } finally {
      timeout.clear();
    }
  }
  throw lastError;
}

function parseJson(upstream: UpstreamName, text: string): unknown {
  if (text.trim() === "") return null;
  try {
    return JSON.parse(text);
  } catch {
    throw new UpstreamInvalidResponseError(upstream, "(corpo)", "JSON malformado");
  }
}

function parseJsonOrNull(text: string): unknown {
  try {
    return text.trim() === "" ? null : JSON.parse(text);
  } catch {
    return null;
  }
}

/**
 * What went wrong, with the causes undici hides behind "fetch failed": "fetch failed: unable to
 * verify the first certificate", "fetch failed: mac verify failure" (a wrong certificate
 * passphrase), "fetch failed: connect ECONNREFUSED …". The operator's commands print it as is.
 */
export function describeFailure(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  if (error.name === "TimeoutError" || error.name === "AbortError") return "tempo esgotado";
  const messages: string[] = [];
  for (let current: unknown = error; current instanceof Error && messages.length < 4; current = current.cause) {
    if (current.message && !messages.includes(current.message)) messages.push(current.message);
  }
  return messages.join(": ");
}

/** Parses an upstream payload with its schema; a mismatch names the first bad field. */
export function parseUpstream<T extends z.ZodType>(upstream: UpstreamName, schema: T, value: unknown): z.output<T> {
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  const issue = result.error.issues[0];
  const field = issue?.path.length ? issue.path.join(".") : "(raiz)";
  throw new UpstreamInvalidResponseError(upstream, field, issue?.message ?? "inválido");
}
