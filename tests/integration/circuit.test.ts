import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { createSgpClient } from "@/lib/vendors/sgp/client";
import { DEFAULT_CIRCUIT_OPTIONS } from "@/lib/platform/upstream/circuit";
import { UpstreamUnavailableError } from "@/lib/platform/upstream/errors";
import { DEMO_CONTRACTS, DEMO_CUSTOMERS } from "@/sandbox/sgp/demo-customers";
import { startSgpForTests, type SgpTestSandbox } from "../support/sandboxes";
import { metricValue } from "../support/metrics";
import { rejectionOf } from "../support/rejection";

const { failureThreshold, coolDownMs } = DEFAULT_CIRCUIT_OPTIONS;
const CUSTOMERS = "/api/ura/clientes/";

let sandbox: SgpTestSandbox;
const client = (timeoutMs = 3_000) =>
  createSgpClient({ baseUrl: sandbox.url, app: "demo", token: "demo-token", timeoutMs, customerCacheMs: 0 });
const hits = () => sandbox.calls.filter((c) => !c.path.startsWith("/__sandbox")).length;

/** Over HTTP, the way the e2e and resilience suites break the sandbox. */
async function setFault(route: string, fault: "503" | "hang" | null) {
  const res = await fetch(`${sandbox.url}/__sandbox/faults`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ route, fault }),
  });
  expect(res.ok).toBe(true);
}

const findMaria = (sgp = client()) => sgp.findCustomer(DEMO_CUSTOMERS.maria.digits);

async function openCircuit(sgp = client()) {
  for (let i = 0; i < failureThreshold; i++) {
    expect(await rejectionOf(findMaria(sgp))).toBeInstanceOf(UpstreamUnavailableError);
  }
}

beforeAll(async () => {
  sandbox = await startSgpForTests();
});
afterAll(() => sandbox.close());
beforeEach(async () => {
  await sandbox.reset();
  // Only Date is faked: sockets and the request timeouts keep real time.
  vi.useFakeTimers({ toFake: ["Date"], now: Date.now() });
});
afterEach(() => vi.useRealTimers());

describe("SGP circuit breaker against the sandbox", () => {
  it("after consecutive 503s stops calling the sandbox and fails fast, and the metrics count each kind", async () => {
    const errors = (kind: string) => metricValue("cda_upstream_errors_total", { upstream: "sgp", kind });
    const before = { unavailable: await errors("unavailable"), open: await errors("circuit_open") };
    await setFault(CUSTOMERS, "503");
    await openCircuit();
    // Reads are retried once, so each failing call reached the sandbox twice.
    expect(hits()).toBe(failureThreshold * 2);

    for (let i = 0; i < 20; i++) {
      expect(await rejectionOf(findMaria())).toBeInstanceOf(UpstreamUnavailableError);
    }
    expect(hits()).toBe(failureThreshold * 2);
    expect(await errors("unavailable")).toBe(before.unavailable + failureThreshold);
    expect(await errors("circuit_open")).toBe(before.open + 20);
    expect(await metricValue("cda_upstream_circuit_state", { upstream: "sgp", endpoint: new URL(sandbox.url).origin })).toBe(2);
  });

  it("fails fast for every route of the upstream, writes included", async () => {
    await setFault(CUSTOMERS, "503");
    await openCircuit();
    const before = hits();
    const sgp = client();
    expect(await rejectionOf(sgp.listInvoices(DEMO_CUSTOMERS.maria.digits, "open"))).toBeInstanceOf(UpstreamUnavailableError);
    expect(await rejectionOf(sgp.requestTrustRelease({ contractId: DEMO_CONTRACTS.joao }))).toBeInstanceOf(UpstreamUnavailableError);
    expect(hits()).toBe(before);
  });

  it("a timeout counts: a hanging upstream is given up on without waiting for each timeout", async () => {
    const timeoutMs = 300;
    await setFault(CUSTOMERS, "hang");
    await openCircuit(client(timeoutMs));
    const before = hits();
    const started = performance.now();
    expect(await rejectionOf(findMaria(client(timeoutMs)))).toBeInstanceOf(UpstreamUnavailableError);
    // Closed, this call would wait two timeouts (one retry); open, it does not wait one.
    expect(performance.now() - started).toBeLessThan(timeoutMs);
    expect(hits()).toBe(before);
  });

  it("recovers by itself: after the cool-down one probe reaches the healthy sandbox and closes the circuit", async () => {
    await setFault(CUSTOMERS, "503");
    await openCircuit();
    await setFault(CUSTOMERS, null);

    // Healthy again, but still inside the cool-down: no call goes out.
    const before = hits();
    expect(await rejectionOf(findMaria())).toBeInstanceOf(UpstreamUnavailableError);
    expect(hits()).toBe(before);

    vi.setSystemTime(Date.now() + coolDownMs);
    const customer = await findMaria();
    expect(customer.document.replace(/\D/g, "")).toBe(DEMO_CUSTOMERS.maria.digits);
    expect(hits()).toBe(before + 1);
    await findMaria();
    expect(hits()).toBe(before + 2);
  });

  it("a failed probe keeps it open for another cool-down", async () => {
    await setFault(CUSTOMERS, "503");
    await openCircuit();
    vi.setSystemTime(Date.now() + coolDownMs);
    const before = hits();
    expect(await rejectionOf(findMaria())).toBeInstanceOf(UpstreamUnavailableError);
    expect(hits()).toBe(before + 2);
    expect(await rejectionOf(findMaria())).toBeInstanceOf(UpstreamUnavailableError);
    expect(hits()).toBe(before + 2);
  });

  it("failures below the threshold, broken by a success, never open it", async () => {
    const sgp = client();
    for (let round = 0; round < 3; round++) {
      await setFault(CUSTOMERS, "503");
      for (let i = 0; i < failureThreshold - 1; i++) await rejectionOf(findMaria(sgp));
      await setFault(CUSTOMERS, null);
      await findMaria(sgp);
    }
    expect(hits()).toBe(3 * ((failureThreshold - 1) * 2 + 1));
  });
});
