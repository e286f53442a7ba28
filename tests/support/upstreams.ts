import { resetConfigForTests } from "@/lib/config";
import { resetEfiForTests } from "@/lib/efi";
import { resetSgpForTests } from "@/lib/sgp";
import { startEfiForTests, type EfiTestEnv } from "./efi-sandbox";
import { startSgpForTests, type SgpTestSandbox } from "./sandboxes";

export type TestUpstreams = { sgp: SgpTestSandbox; efi: EfiTestEnv; close(): Promise<void> };

/** Starts both sandboxes on free ports and points the app's configured clients at them. */
export async function startUpstreamsForTests(): Promise<TestUpstreams> {
  const [sgp, efi] = await Promise.all([startSgpForTests(), startEfiForTests()]);
  Object.assign(process.env, sgp.env, {
    EFI_PIX_URL: efi.pixBaseUrl,
    EFI_CHARGES_URL: efi.chargesBaseUrl,
    EFI_CLIENT_ID: "demo-client",
    EFI_CLIENT_SECRET: "demo-secret",
    EFI_PIX_KEY: efi.pixKey,
  });
  resetConfigForTests();
  resetSgpForTests();
  resetEfiForTests();
  return { sgp, efi, close: () => Promise.all([sgp.close(), efi.close()]).then(() => undefined) };
}
