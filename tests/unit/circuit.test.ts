import { describe, expect, it } from "vitest";
import { CircuitBreaker, circuitFor } from "@/lib/platform/upstream/circuit";

function breaker(failureThreshold = 3, coolDownMs = 1000) {
  const clock = { t: 0 };
  const circuit = new CircuitBreaker({ failureThreshold, coolDownMs, now: () => clock.t });
  return { circuit, clock };
}

function fail(circuit: CircuitBreaker, times: number) {
  for (let i = 0; i < times; i++) {
    expect(circuit.tryAcquire()).toBe(true);
    circuit.recordFailure();
  }
}

describe("CircuitBreaker", () => {
  it("stays closed below the threshold and a success resets the count", () => {
    const { circuit } = breaker(3);
    fail(circuit, 2);
    expect(circuit.recordSuccess()).toBeNull();
    fail(circuit, 2);
    expect(circuit.state).toBe("closed");
    expect(circuit.tryAcquire()).toBe(true);
  });

  it("opens after N consecutive failures and fails fast during the cool-down", () => {
    const { circuit, clock } = breaker(3, 1000);
    fail(circuit, 2);
    expect(circuit.tryAcquire()).toBe(true);
    expect(circuit.recordFailure()).toBe("opened");
    expect(circuit.state).toBe("open");
    clock.t = 999;
    expect(circuit.tryAcquire()).toBe(false);
  });

  it("after the cool-down lets exactly one probe through; its success closes the circuit", () => {
    const { circuit, clock } = breaker(2, 1000);
    fail(circuit, 2);
    clock.t = 1000;
    expect(circuit.state).toBe("half-open");
    expect(circuit.tryAcquire()).toBe(true);
    expect(circuit.tryAcquire()).toBe(false);
    expect(circuit.recordSuccess()).toBe("closed");
    expect(circuit.state).toBe("closed");
    expect(circuit.tryAcquire()).toBe(true);
    expect(circuit.tryAcquire()).toBe(true);
  });

  it("a failed probe reopens it for a whole new cool-down", () => {
    const { circuit, clock } = breaker(2, 1000);
    fail(circuit, 2);
    clock.t = 1500;
    expect(circuit.tryAcquire()).toBe(true);
    expect(circuit.recordFailure()).toBe("opened");
    clock.t = 2499;
    expect(circuit.tryAcquire()).toBe(false);
    clock.t = 2500;
    expect(circuit.tryAcquire()).toBe(true);
  });

  it("after recovering needs N new failures to open again", () => {
    const { circuit, clock } = breaker(2, 1000);
    fail(circuit, 2);
    clock.t = 1000;
    circuit.tryAcquire();
    circuit.recordSuccess();
    fail(circuit, 1);
    expect(circuit.state).toBe("closed");
  });
});

describe("circuitFor", () => {
  it("keeps one breaker per key", () => {
    const a = circuitFor("sgp http://a", { failureThreshold: 1, coolDownMs: 60_000 });
    expect(circuitFor("sgp http://a")).toBe(a);
    a.tryAcquire();
    a.recordFailure();
    expect(circuitFor("sgp http://a").tryAcquire()).toBe(false);
    expect(circuitFor("efi http://a").tryAcquire()).toBe(true);
  });
});
