import "server-only";
import https from "node:https";
import {
  UpstreamInvalidResponseError,
  UpstreamUnavailableError,
} from "@/lib/upstream/errors";
import { upstreamFetch, type UpstreamRequest, type UpstreamResponse } from "@/lib/upstream/http";

/**
 * How a request reaches the gateway. Plain calls go through the shared
 * `upstreamFetch`. The PIX API in production needs mutual TLS with the
 * account's PKCS#12 certificate; `undici` is not installed as a package here
 * (Node bundles it but does not expose `Agent`), so that path uses
 * `node:https` with the same contract: timeout per attempt, one retry for
 * reads on a network error or 5xx, other statuses handed back.
 */
export type Send = (req: UpstreamRequest) => Promise<UpstreamResponse>;

export const plainSend: Send = upstreamFetch;

export type MtlsOptions = {
  pfx: Buffer;
  passphrase?: string;
  /** Extra trusted CAs (PEM), for a gateway behind a private CA or a test server. */
  ca?: string | Buffer;
};

export function createMtlsAgent(options: MtlsOptions): https.Agent {
  return new https.Agent({
    pfx: options.pfx,
    passphrase: options.passphrase,
    ca: options.ca,
    keepAlive: true,
  });
}

export function mtlsSend(agent: https.Agent): Send {
  return async (req) => {
    const attempts = req.retry ? 2 : 1;
    let lastError: unknown;
    for (let attempt = 1; attempt <= attempts; attempt++) {
      try {
        const { status, text } = await requestOnce(agent, req);
        if (status >= 500) {
          lastError = new UpstreamUnavailableError(req.upstream, `${req.upstream}: HTTP ${status}`);
          continue;
        }
        return { status, text, json: parseJson(req, text) };
      } catch (error) {
        if (error instanceof UpstreamInvalidResponseError) throw error;
        const reason = isTimeout(error) ? "tempo esgotado" : error instanceof Error ? error.message : String(error);
        lastError = new UpstreamUnavailableError(req.upstream, `${req.upstream}: ${reason}`, { cause: error });
      }
    }
    throw lastError;
  };
}

function requestOnce(agent: https.Agent, req: UpstreamRequest): Promise<{ status: number; text: string }> {
  return new Promise((resolve, reject) => {
    const body = req.body === undefined ? undefined : String(req.body);
    const request = https.request(
      req.url,
      {
        agent,
        method: req.method ?? "GET",
        headers: { ...req.headers, ...(body !== undefined ? { "content-length": Buffer.byteLength(body) } : {}) },
        signal: AbortSignal.timeout(req.timeoutMs),
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (chunk: Buffer) => chunks.push(chunk));
        res.on("end", () => resolve({ status: res.statusCode ?? 0, text: Buffer.concat(chunks).toString("utf8") }));
        res.on("error", reject);
      },
    );
    request.on("error", reject);
    request.end(body);
  });
}

function isTimeout(error: unknown): boolean {
  return error instanceof Error && (error.name === "AbortError" || error.name === "TimeoutError");
}

function parseJson(req: UpstreamRequest, text: string): unknown {
  if (text.trim() === "") return null;
  try {
    return JSON.parse(text);
  } catch {
    throw new UpstreamInvalidResponseError(req.upstream, "(corpo)", "JSON malformado");
  }
}
