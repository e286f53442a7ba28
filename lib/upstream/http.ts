import "server-only";
import type { z } from "zod";
import {
  UpstreamInvalidResponseError,
  UpstreamUnavailableError,
  type UpstreamName,
} from "./errors";

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
 * caller, which knows what they mean for its API.
 */
export async function upstreamFetch(req: UpstreamRequest): Promise<UpstreamResponse> {
  const attempts = req.retry ? 2 : 1;
  let lastError: unknown;
  for (let attempt = 1; attempt <= attempts; attempt++) {
    try {
      const res = await fetch(req.url, {
        ...req.init,
        method: req.method ?? "GET",
        headers: req.headers,
        body: req.body,
        signal: AbortSignal.timeout(req.timeoutMs),
        cache: "no-store",
      } as RequestInit);
      const text = await res.text();
      if (res.status >= 500) {
        lastError = new UpstreamUnavailableError(req.upstream, `${req.upstream}: HTTP ${res.status}`);
        continue;
      }
      return { status: res.status, text, json: parseJson(req.upstream, text) };
    } catch (error) {
      if (error instanceof UpstreamInvalidResponseError) throw error;
      lastError = new UpstreamUnavailableError(req.upstream, `${req.upstream}: ${describe(error)}`, {
        cause: error,
      });
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

function describe(error: unknown): string {
  if (error instanceof Error) {
    if (error.name === "TimeoutError" || error.name === "AbortError") return "tempo esgotado";
    return error.message;
  }
  return String(error);
}

/** Parses an upstream payload with its schema; a mismatch names the first bad field. */
export function parseUpstream<T extends z.ZodType>(
  upstream: UpstreamName,
  schema: T,
  value: unknown,
): z.output<T> {
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  const issue = result.error.issues[0];
  const field = issue?.path.length ? issue.path.join(".") : "(raiz)";
  throw new UpstreamInvalidResponseError(upstream, field, issue?.message ?? "inválido");
}
