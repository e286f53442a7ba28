import { spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, expect, it } from "vitest";

/*
 * lib/platform/runtime/graceful-shutdown.mjs, loaded by the server's preload as `npm start` and the image
 * load it, in front of a stand-in for the standalone server.js: a node:http server that, like
 * Next.js's start-server with NEXT_MANUAL_SIG_HANDLE set, leaves the signals alone, and whose
 * readiness reads the same flag as lib/platform/observability/readiness.ts.
 */
const PRELOAD = path.resolve("lib/platform/runtime/socket-address.mjs");
const SERVER = `
const http = require("node:http");
const draining = Symbol.for("central-do-assinante.draining");
const server = http.createServer((req, res) => {
  if (req.url === "/ready") return res.writeHead(globalThis[draining] ? 503 : 200).end();
  if (req.url === "/slow") return setTimeout(() => res.writeHead(200).end("done"), 1500);
  res.writeHead(200).end("ok");
});
server.keepAliveTimeout = Number(process.env.KEEP_ALIVE_TIMEOUT);
server.listen(0, "127.0.0.1", () => console.log(JSON.stringify({
  port: server.address().port,
  keepAlive: process.env.KEEP_ALIVE_TIMEOUT,
  manual: process.env.NEXT_MANUAL_SIG_HANDLE,
})));
`;

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

it("on SIGTERM turns unready at once, serves in-flight and new requests while draining, then exits 0", async () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "cda-shutdown-"));
  dirs.push(dir);
  fs.writeFileSync(path.join(dir, "server.js"), SERVER);
  const env: NodeJS.ProcessEnv = { ...process.env, SHUTDOWN_DRAIN_SECONDS: "1", NODE_OPTIONS: `--import ${PRELOAD}` };
  delete env.KEEP_ALIVE_TIMEOUT;
  const child = spawn(process.execPath, ["server.js"], { cwd: dir, env, stdio: ["ignore", "pipe", "inherit"] });
  let out = "";
  child.stdout.on("data", (chunk: Buffer) => (out += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.on("exit", (code) => resolve(code)));
  const started = await waitFor(() => out.split("\n").find((line) => line.includes('"port"')));
  const { port, keepAlive, manual } = JSON.parse(started) as { port: number; keepAlive: string; manual: string };
  expect(keepAlive).toBe("65000");
  expect(manual).toBe("1");
  const url = `http://127.0.0.1:${port}`;
  expect((await fetch(`${url}/ready`)).status).toBe(200);

  const inFlight = fetch(`${url}/slow`);
  await new Promise((resolve) => setTimeout(resolve, 200));
  const signalledAt = Date.now();
  child.kill("SIGTERM");
  await waitFor(() => out.includes("readiness 503"));
  expect((await fetch(`${url}/ready`)).status).toBe(503);
  // A new request during the drain period is still served.
  expect(await (await fetch(`${url}/other`)).text()).toBe("ok");

  const answer = await inFlight;
  expect(answer.status).toBe(200);
  expect(await answer.text()).toBe("done");
  expect(await exited).toBe(0);
  expect(Date.now() - signalledAt).toBeGreaterThanOrEqual(1000);
  const steps = out
    .split("\n")
    .filter((line) => line.includes("desligamento"))
    .map((line) => (JSON.parse(line) as { msg: string }).msg);
  expect(steps).toEqual([
    "desligamento: readiness 503, servindo durante a drenagem",
    "desligamento: fim da drenagem, fechando o servidor",
    "desligamento: servidor fechado, saindo",
  ]);
}, 20_000);

async function waitFor<T>(probe: () => T | undefined | false, timeoutMs = 10_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = probe();
    if (value) return value;
    if (Date.now() > deadline) throw new Error("timed out");
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
