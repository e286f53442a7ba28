import { spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { expect, test } from "@playwright/test";
import { spawnServer, stopChild } from "../../scripts/portal-server";
import { prepareDemoEnv } from "../../scripts/demo-env";
import { serverRuntimeEnv } from "../../scripts/standalone.mjs";

/*
 * The production server (`node server.js` of the standalone build, as `npm start` runs it) finds
 * the client's address from the socket and TRUSTED_PROXY_HOPS: the public PIX check allows 30
 * requests per address, and a forged X-Forwarded-For on each request never earns a 31st. Port 8095,
 * clear of the demo's (the loopback spec uses it too; the browser suite runs one spec at a time).
 */
const url = "http://127.0.0.1:8095";
const appDir = path.resolve(".next/standalone");
const LIMIT = 30;

function environment(dataDir: string, hops: number, preload = true): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: dataDir };
  delete env.DATABASE_URL;
  prepareDemoEnv(env);
  return {
    ...env,
    PORT: "8095",
    HOSTNAME: "127.0.0.1",
    TRUSTED_PROXY_HOPS: String(hops),
    LOG_LEVEL: "silent",
    ...serverRuntimeEnv(env, preload ? appDir : undefined),
  };
}

async function withServer(hops: number, run: () => Promise<void>) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "cda-address-"));
  const server = await spawnServer({ appDir, env: environment(dataDir, hops), url, logFile: path.join(dataDir, "server.log") });
  try {
    await run();
  } finally {
    await stopChild(server);
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

const check = (forwarded?: string) =>
  fetch(`${url}/api/pix/check`, {
    method: "POST",
    headers: { "content-type": "application/json", ...(forwarded ? { "x-forwarded-for": forwarded } : {}) },
    body: JSON.stringify({ txid: "curto" }),
  }).then((r) => r.status);

test.describe.configure({ timeout: 180_000 });

test("with TRUSTED_PROXY_HOPS=0 the socket's address is counted, whatever X-Forwarded-For says", async () => {
  await withServer(0, async () => {
    for (let i = 0; i < LIMIT; i++) expect(await check(i % 2 ? `203.0.113.${i}` : undefined)).toBe(400);
    expect(await check("198.51.100.250")).toBe(429);
    expect(await check("198.51.100.251, 127.0.0.9")).toBe(429);
  });
});

test("with TRUSTED_PROXY_HOPS=1 the proxy's entry is counted, never the client's own, and no entry is no address", async () => {
  await withServer(1, async () => {
    // As nginx's $proxy_add_x_forwarded_for: what the client sent, then the client's address.
    for (let i = 0; i < LIMIT; i++) expect(await check(`203.0.113.${i}, 192.0.2.7`)).toBe(400);
    expect(await check("198.51.100.250, 192.0.2.7")).toBe(429);
    expect(await check("192.0.2.8")).toBe(400);
    // A proxy that sends no X-Forwarded-For: refused, not counted under the proxy's address.
    expect(await check()).toBe(503);
  });
});

test("the server refuses to start without the socket-address preload", async () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "cda-address-"));
  try {
    const child = spawn(process.execPath, ["server.js"], {
      cwd: appDir,
      env: environment(dataDir, 0, false),
      stdio: ["ignore", "pipe", "pipe"],
    });
    let output = "";
    child.stdout.on("data", (chunk) => (output += chunk));
    child.stderr.on("data", (chunk) => (output += chunk));
    const code = await new Promise<number | null>((resolve) => child.once("exit", resolve));
    expect(code).not.toBe(0);
    expect(output).toContain("socket-address.mjs");
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
});
