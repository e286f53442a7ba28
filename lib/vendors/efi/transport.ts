import "server-only";
import { Agent } from "undici";
import { upstreamFetch, type UpstreamRequest, type UpstreamResponse } from "@/lib/platform/upstream/http";

/**
 * How a request reaches the gateway: always through the shared `upstreamFetch` (timeout per
 * attempt, one retry for reads, circuit breaker, logging). The PIX API in production needs
 * mutual TLS with the account's PKCS#12 certificate; that path only adds an undici dispatcher
 * that presents it.
 */
export type Send = (req: UpstreamRequest) => Promise<UpstreamResponse>;

export const plainSend: Send = upstreamFetch;

export type MtlsOptions = {
  pfx: Buffer;
  passphrase?: string;
  /** Extra trusted CAs (PEM), for a gateway behind a private CA or a test server. */
  ca?: string | Buffer;
};

export function createMtlsAgent(options: MtlsOptions): Agent {
  return new Agent({ connect: { pfx: options.pfx, passphrase: options.passphrase, ca: options.ca } });
}

export function mtlsSend(agent: Agent): Send {
  return (req) => upstreamFetch({ ...req, init: { ...req.init, dispatcher: agent } });
}
