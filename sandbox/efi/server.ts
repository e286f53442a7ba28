import { startSandbox, type RunningSandbox, type SandboxResponse } from "../http";
import { SandboxAuth } from "./auth";
import { boletoPaymentRoutes } from "./boleto-payments";
import { chargesRoutes } from "./charges-api";
import { paymentRoutes, type WebhookRegistration } from "./payments";
import { pixRoutes } from "./pix-api";
import { createState, type EfiState, type Merchant } from "./state";

/**
 * The Efí sandbox: PIX API (/oauth/token, /v2/cob, /v2/loc, /v2/webhook) and charges API
 * (/v1/authorize, /v1/charge/one-step, /v1/charge/:id, /v1/charges, /v1/notification/:token) on
 * one plain-HTTP port, answering as Efí's docs and the official SDK's schemas have it (a path it
 * does not have answers Efí's 404 body), with the demo PIX charges and sandbox-only controls:
 * - POST /sandbox/pix/:txid/pay (also under /__sandbox/) pay a PIX charge as a bank app would:
 *   CONCLUIDA + pix[], the SGP sandbox settles the title, the registered webhook is called
 *   (sandbox/efi/payments.ts, which also answers /v2/webhook/:chave and the GET /v2/cob list)
 * - POST /sandbox/boleto/:charge_id/pay (also under /__sandbox/) pay a boleto: paid, the SGP
 *   sandbox told, notification=<token> POSTed to its notification_url (sandbox/efi/boleto-payments.ts)
 * - GET /sandbox/pix, GET /sandbox/boletos: what is waiting to be paid
 * - POST /__sandbox/efi/revoke-tokens  make every issued token answer 401
 * - POST /__sandbox/efi/boleto-pix {"enabled": false}  answer plain boletos from now on (until a reset)
 * - plus the kit's /__sandbox/calls, /reset, /faults and /latency.
 * Environment: SANDBOX_EFI_PORT (7002), SANDBOX_HOST (127.0.0.1), SANDBOX_LATENCY_MS, SANDBOX_FAULTS,
 * SANDBOX_EFI_CLIENT_ID / _CLIENT_SECRET / _PIX_KEY, falling back to the app's
 * EFI_* values so a demo with changed credentials still matches; SANDBOX_SGP_URL (the SGP sandbox
 * told about paid titles; startSandboxes passes it); SANDBOX_EFI_BOLETO_PIX=0 answers plain
 * boletos (no PIX), as for an account without PIX on boleto.
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
  /** The SGP sandbox to tell when a charge is paid, so it settles the title. */
  sgpUrl?: string;
  /** Delays between the webhook's and the notifications' attempts after a failure (default 1 s, 5 s, 30 s). */
  webhookRetryDelaysMs?: number[];
  /** Whether boletos carry a PIX; default SANDBOX_EFI_BOLETO_PIX (on unless "0"). */
  boletoPix?: boolean;
  /** The most charges a page of GET /v2/cob holds (default 1000), to see a list over several pages. */
  cobListMaxPerPage?: number;
};

export type EfiSandbox = RunningSandbox & {
  /** The live dataset, for tests that need to look behind the API. */
  state(): EfiState;
  /** The client id it accepts. */
  clientId: string;
  /** The registered webhooks by PIX key (kept across resets, like the gateway's configuration). */
  webhooks: Map<string, WebhookRegistration>;
};

/**
 * A path neither API has. The PIX API answers {nome: "nao_encontrado", mensagem: "Recurso não
 * encontrado"} (reported against Efí's API in gerencianet/gn-api-sdk-node#30); the charges API's
 * body is written in its own error shape ({code, error, error_description}), by analogy.
 */
function efiNotFound({ path }: { path: string }): SandboxResponse {
  if (path.startsWith("/v1/")) return { status: 404, json: { code: 404, error: "not_found", error_description: "Recurso não encontrado" } };
  return { status: 404, json: { nome: "nao_encontrado", mensagem: "Recurso não encontrado" } };
}

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
  const webhooks = new Map<string, WebhookRegistration>();
  const payments = paymentRoutes(current, auth, {
    webhooks,
    pixKey: merchant.pixKey,
    sgpUrl: options.sgpUrl ?? env.SANDBOX_SGP_URL,
    retryDelaysMs: options.webhookRetryDelaysMs,
    maxPerPage: options.cobListMaxPerPage,
    now: () => new Date(),
  });
  const pay = payments.find((route) => route.pattern === "/sandbox/pix/:txid/pay")!;
  const boletoPixByDefault = options.boletoPix ?? env.SANDBOX_EFI_BOLETO_PIX !== "0";
  let boletoPix = boletoPixByDefault;
  const boletos = boletoPaymentRoutes(current, auth, {
    sgpUrl: options.sgpUrl ?? env.SANDBOX_SGP_URL,
    retryDelaysMs: options.webhookRetryDelaysMs,
    now: () => new Date(),
  });
  const payBoleto = boletos.find((route) => route.pattern === "/sandbox/boleto/:id/pay")!;

  const running = await startSandbox({
    name: "efi",
    port: options.port ?? Number(env.SANDBOX_EFI_PORT ?? 7002),
    host: options.host ?? env.SANDBOX_HOST,
    latencyMs: options.latencyMs ?? Number(env.SANDBOX_LATENCY_MS ?? 0),
    faults: options.faults ?? env.SANDBOX_FAULTS,
    routes: [
      ...pixRoutes(current, auth, merchant),
      ...payments,
      ...chargesRoutes(current, auth, merchant, { boletoPix: () => boletoPix }),
      ...boletos,
    ],
    notFound: efiNotFound,
    reset: () => {
      state = createState(merchant, now());
      boletoPix = boletoPixByDefault;
    },
    controlRoutes: [
      { ...pay, pattern: "/__sandbox/pix/:txid/pay" },
      { ...payBoleto, pattern: "/__sandbox/boleto/:id/pay" },
      {
        method: "POST",
        pattern: "/__sandbox/efi/revoke-tokens",
        handler: () => ({ json: { ok: true, revoked: auth.revokeAll() } }),
      },
      {
        method: "POST",
        pattern: "/__sandbox/efi/boleto-pix",
        handler: (req) => {
          boletoPix = (req.body as { enabled?: unknown } | null)?.enabled !== false;
          return { json: { ok: true, boletoPix } };
        },
      },
    ],
  });
  return { ...running, state: current, clientId, webhooks };
}
