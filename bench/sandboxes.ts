import { startEfiSandbox } from "../sandbox/efi/server";
import { startSgpSandbox } from "../sandbox/sgp/server";
import { addBenchCustomer } from "./lib/bench-dataset";
import { GROWTH_TITLES, growthSequence } from "./lib/bench-customers";

/**
 * The sandboxes of a benchmark run, in a process of their own so the load
 * generator does not slow their answers down. Ports from BENCH_SGP_PORT and
 * BENCH_EFI_PORT; latency is changed at run time with POST /__sandbox/latency.
 * BENCH_SGP_CUSTOMERS=n adds n copies of Maria (bench/lib/bench-dataset.ts), and the growth
 * customers with 12, 120 and 600 titles are always there; a /__sandbox/reset removes them.
 */
const [sgp, efi] = await Promise.all([
  startSgpSandbox({ port: Number(process.env.BENCH_SGP_PORT), latencyMs: 0 }),
  startEfiSandbox({ port: Number(process.env.BENCH_EFI_PORT), latencyMs: 0 }),
]);
const data = sgp.data();
const customers = Number(process.env.BENCH_SGP_CUSTOMERS ?? 0);
for (let i = 1; i <= customers; i++) addBenchCustomer(data, i);
for (const titles of GROWTH_TITLES) addBenchCustomer(data, growthSequence(titles), titles);
console.log(`sandboxes: ${sgp.url} ${efi.url}; ${customers} assinantes do bench e os de crescimento (${GROWTH_TITLES.join(", ")} títulos)`);
