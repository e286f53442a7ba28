import type { EfiSandboxOptions } from "@/sandbox/efi";
import type { SgpSandboxOptions } from "@/sandbox/sgp/server";
import { startEfiForTests, type EfiTestEnv } from "./efi-sandbox";
import { startSgpForTests, type SgpTestSandbox } from "./sandboxes";

export type TestUpstreams = { sgp: SgpTestSandbox; efi: EfiTestEnv; close(): Promise<void> };

/**
 * Starts both sandboxes on free ports and points the app's configured clients at them. With
 * `linked`, the Efí sandbox tells the SGP sandbox about paid titles, as `npm run sandbox` does.
 */
export async function startUpstreamsForTests(
  options: { linked?: boolean; sgp?: SgpSandboxOptions; efi?: EfiSandboxOptions } = {},
): Promise<TestUpstreams> {
  const sgp = await startSgpForTests(options.sgp);
  const efi = await startEfiForTests({ ...(options.linked ? { sgpUrl: sgp.url } : {}), ...options.efi });
  Object.assign(process.env, sgp.env, {
    EFI_PIX_URL: efi.pixBaseUrl,
    EFI_CHARGES_URL: efi.chargesBaseUrl,
    EFI_CLIENT_ID: "demo-client",
    EFI_CLIENT_SECRET: "demo-secret",
    EFI_PIX_KEY: efi.pixKey,
  });
  return { sgp, efi, close: () => Promise.all([sgp.close(), efi.close()]).then(() => undefined) };
}
