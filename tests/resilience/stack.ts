import fs from "node:fs";
import path from "node:path";
import postgres from "postgres";
import { prepareDemoEnv } from "../../scripts/demo-env";
import { serverRuntimeEnv } from "../../scripts/standalone.mjs";
import { spawnServer, stopChild } from "../../scripts/portal-server";

/**
 * What the resilience suite runs against: app instances of one copied production
 * build (`node server.js`, each in its own process and port) sharing one PostgreSQL
 * database and one AUTH_SECRET, as a real deployment behind a load balancer would.
 * Ports stay clear of the browser tests (8093/8094, 7001/7002) and the benchmark (9093).
 */
export const RESILIENCE_PORTS = [9193, 9194] as const;

export type Instance = {
  url: string;
  pid: number;
  options: InstanceOptions;
  stop(): Promise<void>;
  /** SIGKILL, as a crash or the OOM killer would: no shutdown of any kind. */
  crash(): Promise<void>;
};

/** A fresh database on the local PostgreSQL (dropped and created again). */
export async function freshDatabase(adminUrl: string, name: string): Promise<string> {
  const admin = postgres(adminUrl, { max: 1, connect_timeout: 5, onnotice: () => undefined });
  try {
    await admin.unsafe(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.unsafe(`CREATE DATABASE ${name}`);
  } finally {
    await admin.end({ timeout: 1 });
  }
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

export type InstanceOptions = {
  appDir: string;
  port: number;
  workDir: string;
  databaseUrl: string;
  authSecret: string;
  sgpUrl: string;
  efiUrl: string;
  logFile: string;
  /** Extra variables (timeouts, for example). */
  env?: Record<string, string>;
};

/**
 * One app instance. DEMO=1 because it talks to the sandboxes (a production start
 * refuses them otherwise); everything else is the production build as shipped.
 */
export async function startInstance(options: InstanceOptions): Promise<Instance> {
  const dataDir = path.join(options.workDir, `data-${options.port}`);
  fs.rmSync(dataDir, { recursive: true, force: true });
  const env: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: dataDir, AUTH_SECRET: options.authSecret };
  delete env.BRAND_PORTS;
  prepareDemoEnv(env);
  Object.assign(env, {
    DATABASE_URL: options.databaseUrl,
    PORT: String(options.port),
    HOSTNAME: "127.0.0.1",
    SGP_URL: options.sgpUrl,
    EFI_PIX_URL: options.efiUrl,
    EFI_CHARGES_URL: `${options.efiUrl}/v1`,
    BRAND: "velozfibra",
    LOG_LEVEL: "warn",
    ...serverRuntimeEnv(process.env, options.appDir),
    // The runner stands in for the reverse proxy: its logins, PIX checks and soak requests carry X-Forwarded-For.
    TRUSTED_PROXY_HOPS: "1",
    ...options.env,
  });
  const url = `http://127.0.0.1:${options.port}`;
  const child = await spawnServer({ appDir: options.appDir, env, url, logFile: options.logFile });
  return {
    url,
    pid: child.pid!,
    options,
    stop: () => stopChild(child),
    crash: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null || child.signalCode !== null) return resolve();
        child.once("exit", () => resolve());
        child.kill("SIGKILL");
      }),
  };
}

type Manifest = { node: Record<string, { exportedName?: string }> };

/** Server actions are POSTs that name the action's id; the build's manifest maps the export to it. */
export function actionIds(appDir: string): (exportedName: string) => string {
  const manifest = JSON.parse(fs.readFileSync(path.join(appDir, ".next", "server", "server-reference-manifest.json"), "utf8")) as Manifest;
  return (name) => {
    const id = Object.entries(manifest.node).find(([, entry]) => entry.exportedName === name)?.[0];
    if (!id) throw new Error(`ação ${name} não está no manifesto do build`);
    return id;
  };
}

/** Calls a server action as the page's form does; answers the status and the flight text. */
export async function callAction(options: {
  url: string;
  route: string;
  actionId: string;
  cookie?: string;
  args: unknown[];
  headers?: Record<string, string>;
}): Promise<{ status: number; text: string }> {
  const res = await fetch(`${options.url}${options.route}`, {
    method: "POST",
    headers: {
      "next-action": options.actionId,
      "content-type": "text/plain;charset=UTF-8",
      accept: "text/x-component",
      origin: options.url,
      ...(options.cookie ? { cookie: options.cookie } : {}),
      ...options.headers,
    },
    body: JSON.stringify(options.args),
  });
  return { status: res.status, text: await res.text() };
}
