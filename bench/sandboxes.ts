import { startEfiSandbox } from "../sandbox/efi/server";
import { startSgpSandbox } from "../sandbox/sgp/server";

/**
 * The sandboxes of a benchmark run, in a process of their own so the load
 * generator does not slow their answers down. Ports from BENCH_SGP_PORT and
 * BENCH_EFI_PORT; latency is changed at run time with POST /__sandbox/latency.
 */
const [sgp, efi] = await Promise.all([
  startSgpSandbox({ port: Number(process.env.BENCH_SGP_PORT), latencyMs: 0 }),
  startEfiSandbox({ port: Number(process.env.BENCH_EFI_PORT), latencyMs: 0 }),
]);
console.log(`sandboxes: ${sgp.url} ${efi.url}`);
