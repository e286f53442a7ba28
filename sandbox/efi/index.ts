export { startEfiSandbox, type EfiSandbox, type EfiSandboxOptions } from "./server";
export { DEMO_TXID_ATIVA, DEMO_TXID_CONCLUIDA } from "./state";
