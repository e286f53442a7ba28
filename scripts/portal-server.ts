import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import net from "node:net";
import { prepareStandalone, serverRuntimeEnv } from "./standalone.mjs";

/**
 * Serves the production build the way production runs it: the standalone server (`node server.js`)
 * in a child process, on the first port. Every other port is a plain TCP pass-through to it, so one
 * server (and one embedded database: PGlite allows one process per folder) answers both brands;
 * the brand comes from the Host header's port, which a pass-through leaves untouched.
 */
export async function startPortal(options: { ports: number[]; host?: string }) {
  const host = options.host ?? "0.0.0.0";
  const [first, ...others] = options.ports;
  if (first === undefined) throw new Error("startPortal precisa de pelo menos uma porta");
  const appDir = prepareStandalone();
  const env = { ...process.env, PORT: String(first), HOSTNAME: host, ...serverRuntimeEnv(process.env, appDir) };
  const server = await spawnServer({ appDir, env, url: `http://127.0.0.1:${first}` });
  const target = host === "0.0.0.0" || host === "::" ? "127.0.0.1" : host;
  let passThroughs: TcpRelay[] = [];
  try {
    passThroughs = await Promise.all(others.map((port) => passThrough(port, host, { port: first, host: target })));
  } catch (error) {
    await stopChild(server);
    throw error;
  }
  return {
    async close() {
      await Promise.all(passThroughs.map((p) => p.close()));
      await stopChild(server);
    },
  };
}

export type TcpRelay = { close(): Promise<void> };

/**
 * Listens on `port` and connects every client to `target`; `wire` moves the bytes between the two
 * sockets. Either side closing or failing closes both, and close() ends every open connection.
 */
export function startTcpRelay(
  port: number,
  host: string,
  target: { port: number; host: string },
  wire: (client: net.Socket, upstream: net.Socket) => void,
): Promise<TcpRelay> {
  const sockets = new Set<net.Socket>();
  const server = net.createServer((client) => {
    const upstream = net.connect(target.port, target.host);
    for (const socket of [client, upstream]) {
      sockets.add(socket);
      socket.on("error", () => socket.destroy());
      socket.on("close", () => {
        sockets.delete(socket);
        client.destroy();
        upstream.destroy();
      });
    }
    wire(client, upstream);
  });
  return new Promise((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, host, () =>
      resolve({
        close: () =>
          new Promise<void>((done) => {
            for (const socket of sockets) socket.destroy();
            server.close(() => done());
          }),
      }),
    );
  });
}

/** Listens on `port` and forwards every connection, byte for byte, to `target`. */
function passThrough(port: number, host: string, target: { port: number; host: string }): Promise<TcpRelay> {
  return startTcpRelay(port, host, target, (client, upstream) => client.pipe(upstream).pipe(client));
}

/**
 * `node server.js` in `appDir` with `env`, its output appended to `logFile` (else this process's);
 * resolves once `url` + `readyPath` answers 200, or stops it and rejects when it exits or does not
 * answer first.
 */
export async function spawnServer(options: {
  appDir: string;
  env: NodeJS.ProcessEnv;
  url: string;
  logFile?: string;
  readyPath?: string;
  /** Node options given on the command line (some, like --cpu-prof, are refused in NODE_OPTIONS by older Node). */
  execArgv?: string[];
}): Promise<ChildProcess> {
  const output = options.logFile ? fs.openSync(options.logFile, "a") : "inherit";
  const child = spawn(process.execPath, [...(options.execArgv ?? []), "server.js"], {
    cwd: options.appDir,
    env: options.env,
    stdio: ["ignore", output, output],
  });
  const where = options.logFile ? `; veja ${options.logFile}` : "";
  const exited = new Promise<never>((_, reject) =>
    child.once("exit", (code) => reject(new Error(`o servidor ${options.url} saiu com código ${code}${where}`))),
  );
  exited.catch(() => undefined);
  try {
    await Promise.race([waitForHealth(options.url, 120_000, options.readyPath), exited]);
  } catch (error) {
    await stopChild(child);
    throw error;
  }
  return child;
}

/** SIGTERM, then SIGKILL if the process is still there 5 s later. */
export function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const timer = setTimeout(() => child.kill("SIGKILL"), 5_000);
    child.once("exit", () => (clearTimeout(timer), resolve()));
    child.kill("SIGTERM");
  });
}

/** Polls GET `path` (default /api/health) until it answers 200. */
export async function waitForHealth(url: string, timeoutMs = 60_000, path = "/api/health"): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  let last = "";
  while (Date.now() < deadline) {
    try {
      const res = await fetch(`${url}${path}`);
      if (res.ok) return;
      last = `HTTP ${res.status}: ${await res.text()}`;
    } catch (error) {
      last = String(error);
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`O portal não respondeu em ${url}${path}: ${last}`);
}
