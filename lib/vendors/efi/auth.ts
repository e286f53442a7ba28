import "server-only";
import { log } from "@/lib/platform/log";
import { UpstreamRejectedError } from "@/lib/platform/upstream/errors";
import { parseUpstream, type UpstreamRequest, type UpstreamResponse } from "@/lib/platform/upstream/http";
import { oauthErrorSchema, tokenSchema } from "./schemas";
import type { Send } from "./transport";

/**
 * OAuth2 client credentials for one of the gateway's APIs (PIX: /oauth/token
 * over mTLS; charges: /v1/authorize). The token is kept until shortly before
 * it expires, concurrent callers share one request for a new one, and a 401
 * on a call drops it so the next attempt fetches another.
 */
export type TokenCacheOptions = {
  api: "pix" | "charges";
  tokenUrl: string;
  clientId: string;
  clientSecret: string;
  send: Send;
  timeoutMs: number;
  now: () => Date;
};

/** Renew this long before expiry: a tenth of the lifetime, at most a minute. */
function renewalMarginMs(expiresInSeconds: number): number {
  return Math.min(60, expiresInSeconds / 10) * 1000;
}

export class TokenCache {
  private current: { token: string; renewAt: number } | null = null;
  private pending: Promise<string> | null = null;

  constructor(private readonly options: TokenCacheOptions) {}

  async token(): Promise<string> {
    if (this.current && this.options.now().getTime() < this.current.renewAt) return this.current.token;
    this.pending ??= this.fetchToken().finally(() => {
      this.pending = null;
    });
    return this.pending;
  }

  /** Forgets the token if it is still the one that was refused. */
  invalidate(token: string) {
    if (this.current?.token === token) this.current = null;
  }

  private async fetchToken(): Promise<string> {
    const { clientId, clientSecret, tokenUrl, send, timeoutMs, api } = this.options;
    const res = await send({
      upstream: "efi",
      url: tokenUrl,
      method: "POST",
      headers: {
        authorization: `Basic ${Buffer.from(`${clientId}:${clientSecret}`).toString("base64")}`,
        "content-type": "application/json",
      },
      body: JSON.stringify({ grant_type: "client_credentials" }),
      timeoutMs,
      // Asking for a token changes nothing on the gateway, so it is safe to repeat.
      retry: true,
    });
    if (res.status < 200 || res.status >= 300) {
      const body = oauthErrorSchema.safeParse(res.json);
      const message = (body.success && (body.data.error_description ?? body.data.error)) || "credenciais recusadas";
      log.warn({ api, status: res.status }, "efi: token recusado");
      throw new UpstreamRejectedError("efi", message, res.status);
    }
    const { access_token, expires_in } = parseUpstream("efi", tokenSchema, res.json);
    const obtainedAt = this.options.now().getTime();
    this.current = { token: access_token, renewAt: obtainedAt + expires_in * 1000 - renewalMarginMs(expires_in) };
    log.debug({ api, expiresIn: expires_in }, "efi: token obtido");
    return access_token;
  }
}

/** Sends a call with the bearer token; on a 401, renews the token and sends it once more. */
export async function sendAuthorized(cache: TokenCache, send: Send, req: UpstreamRequest): Promise<UpstreamResponse> {
  const attempt = async (token: string) => send({ ...req, headers: { ...req.headers, authorization: `Bearer ${token}` } });
  const token = await cache.token();
  const res = await attempt(token);
  if (res.status !== 401) return res;
  log.info({ url: req.url }, "efi: 401, renovando o token");
  cache.invalidate(token);
  return attempt(await cache.token());
}
