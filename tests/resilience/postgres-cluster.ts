import { execFileSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";

/**
 * A PostgreSQL cluster of the suite's own (initdb, pg_ctl) on its own port and data folder,
 * so the suite can stop and start the database under the app instances without touching the
 * machine's shared server. PostgreSQL refuses to run as root: as root, its commands run as
 * the `postgres` user.
 */
export type OwnCluster = {
  url: string;
  port: number;
  stop(): void;
  start(): void;
  destroy(): void;
};

function binDir(): string {
  const fromEnv = process.env.PG_BIN_DIR;
  if (fromEnv) return fromEnv;
  const root = "/usr/lib/postgresql";
  const versions = fs.existsSync(root) ? fs.readdirSync(root).sort((a, b) => Number(b) - Number(a)) : [];
  for (const version of versions) {
    const dir = path.join(root, version, "bin");
    if (fs.existsSync(path.join(dir, "initdb"))) return dir;
  }
  throw new Error("initdb não encontrado: instale o PostgreSQL (apt-get install postgresql) ou indique PG_BIN_DIR");
}

const asRoot = process.getuid?.() === 0;

/** `settings`: extra `-c name=value` options of the server (e.g. TLS files). */
export function startOwnCluster(options: { dir: string; port: number; settings?: string[] }): OwnCluster {
  const bin = binDir();
  const data = path.join(options.dir, "pgdata");
  const socketDir = path.join(options.dir, "socket");
  const logFile = path.join(options.dir, "postgres.log");
  const pg = (tool: string, args: string[]) => {
    const command = path.join(bin, tool);
    if (asRoot) execFileSync("runuser", ["-u", "postgres", "--", command, ...args], { stdio: "pipe" });
    else execFileSync(command, args, { stdio: "pipe" });
  };
  // A previous run that was killed may have left its server running on the folder.
  if (fs.existsSync(path.join(data, "postmaster.pid"))) {
    try {
      pg("pg_ctl", ["-D", data, "-m", "immediate", "-w", "stop"]);
    } catch {
      // Not running after all: the pid file is stale.
    }
  }
  fs.rmSync(options.dir, { recursive: true, force: true });
  fs.mkdirSync(socketDir, { recursive: true });
  if (asRoot) execFileSync("chown", ["-R", "postgres:postgres", options.dir]);

  pg("initdb", ["-D", data, "-U", "postgres", "--auth=trust", "--encoding=UTF8", "--no-sync"]);
  const ctl = (action: "start" | "stop") =>
    pg("pg_ctl", [
      "-D",
      data,
      "-l",
      logFile,
      "-w",
      "-t",
      "60",
      ...(action === "start"
        ? [
            "-o",
            `-p ${options.port} -k ${socketDir} -c listen_addresses=127.0.0.1 -c fsync=off${(options.settings ?? []).map((s) => ` -c ${s}`).join("")}`,
          ]
        : ["-m", "fast"]),
      action,
    ]);
  ctl("start");

  let running = true;
  return {
    url: `postgres://postgres@127.0.0.1:${options.port}/postgres`,
    port: options.port,
    stop() {
      if (running) ctl("stop");
      running = false;
    },
    start() {
      if (!running) ctl("start");
      running = true;
    },
    destroy() {
      this.stop();
      fs.rmSync(options.dir, { recursive: true, force: true });
    },
  };
}
