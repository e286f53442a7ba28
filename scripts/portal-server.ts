import http from "node:http";
import path from "node:path";
import next from "next";
// Before any request: X-Forwarded-For ends with the socket's address (lib/auth/client-ip.ts).
import "../lib/runtime/socket-address.mjs";

/**
 * Serves one production build on several ports from one process, so both
 * brands share the embedded database (PGlite allows one process per folder).
 */
export async function startPortal(options: { ports: number[]; host?: string; dir?: string }) {
  const dir = options.dir ?? path.resolve(import.meta.dirname, "..");
  const app = next({ dev: false, dir, hostname: options.host ?? "0.0.0.0", port: options.ports[0] });
  await app.prepare();
  const handle = app.getRequestHandler();
  const servers = await Promise.all(
    options.ports.map(
      (port) =>
        new Promise<http.Server>((resolve, reject) => {
          const server = http.createServer((req, res) => void handle(req, res));
          server.once("error", reject);
          server.listen(port, options.host ?? "0.0.0.0", () => resolve(server));
        }),
    ),
  );
  return {
    async close() {
      await Promise.all(
        servers.map((s) => new Promise<void>((resolve) => (s.closeAllConnections(), s.close(() => resolve())))),
      );
      await app.close();
    },
  };
}

/** Polls GET /api/health until it answers 200. */
export async function waitForHealth(url: string, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  let last = "";
  while (Date.now() < deadline) {
    try {
      const res = await fetch(`${url}/api/health`);
      if (res.ok) return;
      last = `HTTP ${res.status}: ${await res.text()}`;
    } catch (error) {
      last = String(error);
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`O portal não respondeu em ${url}/api/health: ${last}`);
}
