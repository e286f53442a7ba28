import { randomBytes } from "node:crypto";
import type { SandboxRequest, SandboxResponse } from "../http";

/**
 * OAuth2 client credentials as both Efí APIs take them: HTTP Basic with the
 * client id and secret, body {"grant_type":"client_credentials"}; calls then
 * carry "Authorization: Bearer <token>".
 */

export type Api = "pix" | "charges";

/** Lifetimes the real APIs announce: an hour for PIX, ten minutes for charges. */
const TOKEN_TTL_SECONDS: Record<Api, number> = { pix: 3600, charges: 600 };

export type Credentials = { clientId: string; clientSecret: string };

export class SandboxAuth {
  private readonly tokens = new Map<string, { api: Api; expiresAt: number }>();

  constructor(private readonly credentials: Credentials) {}

  /** POST /oauth/token and POST /v1/authorize. */
  issue(api: Api, req: SandboxRequest): SandboxResponse {
    const basic = /^Basic\s+(.+)$/i.exec(req.headers.authorization ?? "");
    const [id, ...secret] = basic ? Buffer.from(basic[1]!, "base64").toString("utf8").split(":") : [];
    if (id !== this.credentials.clientId || secret.join(":") !== this.credentials.clientSecret) {
      return { status: 401, json: { error: "invalid_client", error_description: "Invalid or inactive credentials" } };
    }
    const grant = (req.body as { grant_type?: unknown } | null)?.grant_type;
    if (grant !== "client_credentials") {
      return {
        status: 400,
        json: { error: "unsupported_grant_type", error_description: "grant_type deve ser client_credentials" },
      };
    }
    const token = randomBytes(24).toString("base64url");
    const expiresIn = TOKEN_TTL_SECONDS[api];
    this.tokens.set(token, { api, expiresAt: Date.now() + expiresIn * 1000 });
    return {
      json: {
        access_token: token,
        token_type: "Bearer",
        expires_in: expiresIn,
        scope: api === "pix" ? "cob.read cob.write pix.read payloadlocation.read" : "charges",
      },
    };
  }

  /** True when the request carries a live token issued for this API. */
  allows(api: Api, req: SandboxRequest): boolean {
    const bearer = /^Bearer\s+(.+)$/i.exec(req.headers.authorization ?? "");
    const entry = bearer ? this.tokens.get(bearer[1]!) : undefined;
    return entry !== undefined && entry.api === api && entry.expiresAt > Date.now();
  }

  /** Control: every token stops working, as after a credentials rotation. */
  revokeAll(): number {
    const count = this.tokens.size;
    this.tokens.clear();
    return count;
  }
}
