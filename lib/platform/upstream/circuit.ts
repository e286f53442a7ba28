/**
 * Circuit breaker for the upstreams, so a dead subscriber system or gateway is
 * not hammered by every page view and screens show their error at once instead
 * of waiting for a timeout.
 *
 * closed    → calls go through; N consecutive "unavailable" failures open it.
 * open      → calls fail fast until the cool-down has passed.
 * half-open → exactly one probe goes through; success closes, failure reopens.
 *
 * Framework-free (no `server-only`, no logger) so scripts and the sandboxes' test support
 * can import it; the HTTP layer logs the transitions it reports.
 */
export type CircuitState = "closed" | "open" | "half-open";

export type CircuitOptions = {
  /** Consecutive unavailable failures that open the circuit. */
  failureThreshold: number;
  /** How long an open circuit fails fast before letting one probe through. */
  coolDownMs: number;
  /** The clock; Date.now unless given. */
  now?: () => number;
};

/** What a finished call changed, for the caller to log. */
export type CircuitTransition = "opened" | "closed" | null;

export const DEFAULT_CIRCUIT_OPTIONS: CircuitOptions = { failureThreshold: 5, coolDownMs: 10_000 };

export class CircuitBreaker {
  private failures = 0;
  private openedAt: number | undefined;
  private probing = false;
  private readonly now: () => number;

  constructor(private readonly options: CircuitOptions) {
    // Date.now looked up at each call, not once here, so a breaker follows whatever clock is current.
    this.now = options.now ?? (() => Date.now());
  }

  get state(): CircuitState {
    if (this.openedAt === undefined) return "closed";
    return this.now() - this.openedAt >= this.options.coolDownMs ? "half-open" : "open";
  }

  /**
   * Whether a call may go out now. In half-open only the first caller gets
   * through (the probe); the others fail fast until it settles.
   */
  tryAcquire(): boolean {
    const state = this.state;
    if (state === "closed") return true;
    if (state === "open" || this.probing) return false;
    this.probing = true;
    return true;
  }

  /** The upstream answered (any status below 500): it is reachable. */
  recordSuccess(): CircuitTransition {
    const wasOpen = this.openedAt !== undefined;
    this.failures = 0;
    this.openedAt = undefined;
    this.probing = false;
    return wasOpen ? "closed" : null;
  }

  /** Network error, timeout or 5xx. */
  recordFailure(): CircuitTransition {
    if (this.probing || this.openedAt !== undefined) {
      // A failed probe (or a call that was already in flight when it opened) restarts the cool-down.
      const reopened = this.probing;
      this.probing = false;
      this.openedAt = this.now();
      return reopened ? "opened" : null;
    }
    this.failures += 1;
    if (this.failures < this.options.failureThreshold) return null;
    this.openedAt = this.now();
    return "opened";
  }
}

// On globalThis: Next.js bundles each route separately, and every one of them (the readiness and
// metrics routes included) must see the same breakers.
const circuitsKey = Symbol.for("central-do-assinante.circuits");
const globals = globalThis as typeof globalThis & { [circuitsKey]?: Map<string, CircuitBreaker> };
const circuits: Map<string, CircuitBreaker> = (globals[circuitsKey] ??= new Map());

/** The breaker key of one upstream endpoint: its name and origin (see circuitFor). */
export function upstreamCircuitKey(upstream: string, url: string): string {
  return `${upstream} ${new URL(url).origin}`;
}

/**
 * The process-wide breaker of one upstream endpoint, keyed by upstream name and
 * origin: the gateway's PIX and charges APIs live on different hosts and fail
 * independently.
 */
export function circuitFor(key: string, options: CircuitOptions = DEFAULT_CIRCUIT_OPTIONS): CircuitBreaker {
  let circuit = circuits.get(key);
  if (!circuit) {
    circuit = new CircuitBreaker(options);
    circuits.set(key, circuit);
  }
  return circuit;
}

/** Every breaker created so far, by key ("sgp http://host:port"), with its state now. */
export function circuitStates(): { key: string; upstream: string; state: CircuitState }[] {
  return [...circuits].map(([key, circuit]) => ({ key, upstream: key.split(" ")[0]!, state: circuit.state }));
}
