import { startSandbox, type RunningSandbox } from "../http";
import { SandboxAuth } from "./auth";
import { chargesControlRoutes, chargesRoutes } from "./charges-api";
import { pixControlRoutes, pixRoutes } from "./pix-api";
import { createState, type EfiState, type Merchant } from "./state";

/**
 * The Efí sandbox: PIX API (/oauth/token, /v2/cob, /v2/loc) and charges API
 * (/v1/authorize, /v1/charge/one-step) on one plain-HTTP port, with the demo
 * PIX charges and sandbox-only controls:
 * - POST /__sandbox/pix/:txid/pay      settle a PIX charge (CONCLUIDA + pix[])
 * - POST /__sandbox/charge/:id/pay     mark a boleto paid
 * - POST /__sandbox/efi/revoke-tokens  make every issued token answer 401
 * - plus the kit's /__sandbox/calls, /reset, /faults and /latency.
 * Environment: SANDBOX_EFI_PORT (7002), SANDBOX_HOST (127.0.0.1), SANDBOX_LATENCY_MS, SANDBOX_FAULTS,
 * SANDBOX_EFI_CLIENT_ID / _CLIENT_SECRET / _PIX_KEY, falling back to the app's
 * EFI_* values so a demo with changed credentials still matches.
 */
export type EfiSandboxOptions = {
  port?: number;
  host?: string;
  latencyMs?: number;
  /** "METHOD /pattern=500|503|hang|badjson", comma separated (e.g. "PUT /v2/cob/:txid=503"). */
  faults?: string;
  clientId?: string;
  clientSecret?: string;
  /** The receiver's key; charges created with another one are refused. */
  pixKey?: string;
  merchantName?: string;
  merchantCity?: string;
  /** Clock for the demo charges' relative dates. */
  now?: () => Date;
};

export type EfiSandbox = RunningSandbox & {
  /** The live dataset, for tests that need to look behind the API. */
  state(): EfiState;
  /** The client id it accepts. */
  clientId: string;
};

export async function startEfiSandbox(options: EfiSandboxOptions = {}): Promise<EfiSandbox> {
  const env = process.env;
  const merchant: Merchant = {
    name: options.merchantName ?? "PROVEDOR EXEMPLO LTDA",
    city: options.merchantCity ?? "SAO PAULO",
    pixKey: options.pixKey ?? env.SANDBOX_EFI_PIX_KEY ?? env.EFI_PIX_KEY ?? "pix@provedor.example",
  };
  const clientId = options.clientId ?? env.SANDBOX_EFI_CLIENT_ID ?? env.EFI_CLIENT_ID ?? "demo-client";
  const auth = new SandboxAuth({
    clientId,
    clientSecret: options.clientSecret ?? env.SANDBOX_EFI_CLIENT_SECRET ?? env.EFI_CLIENT_SECRET ?? "demo-secret",
  });
  const now = options.now ?? (() => new Date());
  let state = createState(merchant, now());
  const current = () => state;

  const running = await startSandbox({
    name: "efi",
    port: options.port ?? Number(env.SANDBOX_EFI_PORT ?? 7002),
    host: options.host ?? env.SANDBOX_HOST,
    latencyMs: options.latencyMs ?? Number(env.SANDBOX_LATENCY_MS ?? 0),
    faults: options.faults ?? env.SANDBOX_FAULTS,
    routes: [...pixRoutes(current, auth, merchant), ...chargesRoutes(current, auth, merchant)],
    reset: () => {
      state = createState(merchant, now());
    },
    controlRoutes: [
      ...pixControlRoutes(current),
      ...chargesControlRoutes(current),
      {
        method: "POST",
        pattern: "/__sandbox/efi/revoke-tokens",
        handler: () => ({ json: { ok: true, revoked: auth.revokeAll() } }),
      },
    ],
  });
  return { ...running, state: current, clientId };
}
