export { startSgpSandbox, type RunningSgpSandbox, type SgpSandboxOptions } from "./server";
export { DEMO_CONTRACTS, DEMO_CUSTOMERS, SGP_SANDBOX_DEFAULTS, UNKNOWN_DOCUMENT } from "./demo-customers";
