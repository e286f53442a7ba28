/*
 * How the standalone server (`node server.js`) stops, loaded with lib/platform/runtime/socket-address.mjs
 * before Next.js. Next.js's own handler closes the listening socket at once and exits 143, so a
 * load balancer still sending traffic during its next health-check interval gets refused
 * connections. Here, on SIGTERM (OPERATIONS.md, "Stopping and upgrading"):
 *
 * 1. readiness answers 503 at once (lib/platform/observability/readiness.ts reads the flag below), so the
 *    load balancer or Kubernetes takes the instance out;
 * 2. the server goes on serving in-flight and new requests for SHUTDOWN_DRAIN_SECONDS (default
 *    15: two failed checks of a 5 s health check, plus margin);
 * 3. the server is closed (no new connections, idle keep-alive connections ended) and, when the
 *    last request has ended, the process exits 0.
 *
 * SIGINT (Ctrl-C at a terminal) skips the drain period. Each step is a log line in the logger's
 * JSON shape. KEEP_ALIVE_TIMEOUT (read by server.js) defaults to 65 s, above the 60 s idle timeout
 * of common load balancers (AWS ALB, nginx), so the server never closes a connection the balancer
 * is about to reuse.
 */
import { subscribe } from "node:diagnostics_channel";
import path from "node:path";

const installed = Symbol.for("central-do-assinante.graceful-shutdown");
export const DRAINING = Symbol.for("central-do-assinante.draining");
export const DEFAULT_DRAIN_SECONDS = 15;
export const DEFAULT_KEEP_ALIVE_TIMEOUT_MS = 65_000;

/** Only the standalone server: not `next dev`'s processes, the tests or the command-line jobs. */
const isStandaloneServer = path.basename(process.argv[1] ?? "") === "server.js";

/** @param {string} msg @param {Record<string, unknown>} [fields] */
function logLine(msg, fields = {}) {
  process.stdout.write(`${JSON.stringify({ level: 30, time: Date.now(), ...fields, msg })}\n`);
}

/** @param {string | undefined} value @param {number} fallback */
function seconds(value, fallback) {
  const parsed = Number(value);
  return value !== undefined && value !== "" && Number.isFinite(parsed) && parsed >= 0 ? parsed : fallback;
}

if (isStandaloneServer && !globalThis[installed]) {
  globalThis[installed] = true;
  process.env.KEEP_ALIVE_TIMEOUT ||= String(DEFAULT_KEEP_ALIVE_TIMEOUT_MS);
  // Next.js's start-server leaves SIGINT and SIGTERM to the application.
  process.env.NEXT_MANUAL_SIG_HANDLE = "1";

  /** The servers that have served a request: the one Next.js listens with. */
  const servers = new Set();
  let inFlight = 0;
  subscribe("http.server.request.start", ({ server, response }) => {
    servers.add(server);
    inFlight++;
    response.once("close", () => inFlight--);
  });

  let stopping = false;
  /** @param {NodeJS.Signals} signal */
  const stop = (signal) => {
    if (stopping) return;
    stopping = true;
    globalThis[DRAINING] = true;
    const drainSeconds = signal === "SIGTERM" ? seconds(process.env.SHUTDOWN_DRAIN_SECONDS, DEFAULT_DRAIN_SECONDS) : 0;
    logLine("desligamento: readiness 503, servindo durante a drenagem", { signal, drainSeconds, inFlight });
    setTimeout(() => {
      logLine("desligamento: fim da drenagem, fechando o servidor", { inFlight });
      let open = servers.size;
      const closed = () => {
        if (--open > 0) return;
        logLine("desligamento: servidor fechado, saindo", { exitCode: 0 });
        process.exit(0);
      };
      if (open === 0) {
        open = 1;
        closed();
      }
      for (const server of servers) {
        server.close(closed);
        // A keep-alive connection that finishes its request after close() would stay open.
        setInterval(() => server.closeIdleConnections(), 250).unref();
      }
    }, drainSeconds * 1000);
  };
  process.on("SIGTERM", stop);
  process.on("SIGINT", stop);
}
