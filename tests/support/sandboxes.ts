import type { RequestRecord } from "@/sandbox/sgp/routes";
import { startSgpSandbox, type RunningSgpSandbox, type SgpSandboxOptions } from "@/sandbox/sgp/server";
import { SGP_SANDBOX_DEFAULTS } from "@/sandbox/sgp/demo-customers";
import { reloadAppConfig } from "./app-config";
import { closeAllCircuits } from "./circuits";

export type SgpTestSandbox = RunningSgpSandbox & {
  /** Environment that points `config()` (and so `sgp()`) at this sandbox. */
  env: { SGP_URL: string; SGP_APP: string; SGP_TOKEN: string };
  /**
   * Restores the demo dataset and clears faults, the call log and recorded requests; the app
   * starts with closed breakers and a new SGP client (nothing cached from before).
   */
  reset(): Promise<void>;
  /** What clients sent it since the last reset or clear (GET /__sandbox/sgp/requests), to `path` only when given. */
  sentRequests(path?: string): Promise<RequestRecord[]>;
  /** Forgets what clients sent (DELETE /__sandbox/sgp/requests). */
  clearSentRequests(): Promise<void>;
};

/**
 * Starts the SGP sandbox in-process on a free port, ignoring the SANDBOX_*
 * variables of the shell so a test run is never slowed or broken by them.
 */
export async function startSgpForTests(options: SgpSandboxOptions = {}): Promise<SgpTestSandbox> {
  const sandbox = await startSgpSandbox({
    port: 0,
    latencyMs: 0,
    faults: "",
    app: SGP_SANDBOX_DEFAULTS.app,
    token: SGP_SANDBOX_DEFAULTS.token,
    user: SGP_SANDBOX_DEFAULTS.user,
    password: SGP_SANDBOX_DEFAULTS.password,
    ...options,
  });
  return {
    ...sandbox,
    env: { SGP_URL: sandbox.url, SGP_APP: SGP_SANDBOX_DEFAULTS.app, SGP_TOKEN: SGP_SANDBOX_DEFAULTS.token },
    async reset() {
      const res = await fetch(`${sandbox.url}/__sandbox/reset`, { method: "POST" });
      if (!res.ok) throw new Error(`reset do sandbox SGP falhou: HTTP ${res.status}`);
      // A healthy sandbox again: breakers opened by the faults of the previous test must not
      // leak, nor customers the app's client remembers from the dataset before the reset.
      closeAllCircuits();
      reloadAppConfig();
    },
    async sentRequests(path) {
      const sent = (await (await fetch(`${sandbox.url}/__sandbox/sgp/requests`)).json()) as RequestRecord[];
      return path === undefined ? sent : sent.filter((request) => request.path === path);
    },
    async clearSentRequests() {
      await fetch(`${sandbox.url}/__sandbox/sgp/requests`, { method: "DELETE" });
    },
  };
}
