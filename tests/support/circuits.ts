import { circuitFor, circuitStates } from "@/lib/platform/upstream/circuit";

/**
 * Every upstream breaker closes and forgets its failures, as after a successful probe: the
 * sandboxes call this when they are reset to a healthy upstream, so breakers opened by one
 * test's faults do not fail the next test fast.
 */
export function closeAllCircuits(): void {
  for (const { key } of circuitStates()) circuitFor(key).recordSuccess();
}
