import type { EfiClientOptions } from "@/lib/vendors/efi";
import type { CallRecord, Fault } from "@/sandbox/http";
import { startEfiSandbox, type EfiSandbox, type EfiSandboxOptions } from "@/sandbox/efi";
import { reloadAppConfig } from "./app-config";
import { closeAllCircuits } from "./circuits";

/**
 * The Efí sandbox on a free port for a test file, with the matching client
 * options. Only a type comes from lib/vendors/efi, so scripts outside Vitest (where
 * `server-only` is not stubbed) can use this too.
 */
export type EfiTestEnv = {
  url: string;
  pixBaseUrl: string;
  chargesBaseUrl: string;
  sandbox: EfiSandbox;
  pixKey: string;
  /** Options for createEfiClient pointing at this sandbox. */
  clientOptions(overrides?: Partial<EfiClientOptions>): EfiClientOptions;
  /** Restores the dataset, clears faults and the call log; the app starts with closed breakers and new clients. */
  reset(): Promise<void>;
  /** Calls received, optionally only those of "METHOD /path-prefix". */
  calls(method?: string, pathPrefix?: string): CallRecord[];
  setFault(route: string, fault: Fault | null): void;
  /** Sandbox control: settles a PIX charge. */
  pay(txid: string, body?: { valor?: string; infoPagador?: string }): Promise<Response>;
  /** Sandbox control: pays a boleto (its total, or `value` centavos). */
  payBoleto(chargeId: number, body?: { value?: number }): Promise<Response>;
  /** Sandbox control: boletos with PIX (the default) or plain ones, until the next reset. */
  setBoletoPix(enabled: boolean): Promise<void>;
  /** Sandbox control: every issued token starts answering 401. */
  revokeTokens(): Promise<void>;
  close(): Promise<void>;
};

export const TEST_PIX_KEY = "pix@provedor.example";

export async function startEfiForTests(options: EfiSandboxOptions = {}): Promise<EfiTestEnv> {
  const sandbox = await startEfiSandbox({
    port: 0,
    latencyMs: 0,
    faults: "",
    clientId: "demo-client",
    clientSecret: "demo-secret",
    pixKey: TEST_PIX_KEY,
    ...options,
  });
  const pixKey = options.pixKey ?? TEST_PIX_KEY;
  const control = (path: string, body?: unknown) =>
    fetch(`${sandbox.url}/__sandbox/${path}`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(body ?? {}),
    });

  return {
    url: sandbox.url,
    pixBaseUrl: sandbox.url,
    chargesBaseUrl: `${sandbox.url}/v1`,
    sandbox,
    pixKey,
    clientOptions: (overrides = {}) => ({
      pixBaseUrl: sandbox.url,
      chargesBaseUrl: `${sandbox.url}/v1`,
      clientId: "demo-client",
      clientSecret: "demo-secret",
      pixKey,
      timeoutMs: 2000,
      ...overrides,
    }),
    reset: async () => {
      await control("reset");
      closeAllCircuits();
      reloadAppConfig();
    },
    calls: (method, pathPrefix) =>
      sandbox.calls.filter((c) => (!method || c.method === method) && (!pathPrefix || c.path.startsWith(pathPrefix))),
    setFault: (route, fault) => sandbox.setFault(route, fault),
    pay: (txid, body) => control(`pix/${txid}/pay`, body),
    payBoleto: (chargeId, body) => control(`boleto/${chargeId}/pay`, body),
    setBoletoPix: async (enabled) => {
      await control("efi/boleto-pix", { enabled });
    },
    revokeTokens: async () => {
      await control("efi/revoke-tokens");
    },
    close: () => sandbox.close(),
  };
}
