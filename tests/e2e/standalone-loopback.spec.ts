import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { expect, test } from "@playwright/test";
import { spawnServer, stopChild } from "../../scripts/portal-server";
import { prepareDemoEnv } from "../../scripts/demo-env";
import { serverRuntimeEnv } from "../../scripts/standalone.mjs";

/*
 * Behind a reverse proxy, operators bind `npm start`'s standalone server to 127.0.0.1. The proxy's
 * rewrite of /login to its build must stay inside the server there too: Next.js turns such a
 * rewrite into an HTTP round trip to itself when the address names a loopback host differently
 * (vercel/next.js#94745), and /login then answered 404. Port 8095 is clear of the demo's.
 */
const url = "http://127.0.0.1:8095";

test("the standalone server bound to 127.0.0.1 behind a TLS proxy serves the built /login", async ({ request }) => {
  test.setTimeout(120_000);
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "cda-loopback-"));
  const env: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: dataDir };
  delete env.DATABASE_URL;
  prepareDemoEnv(env);
  const appDir = path.resolve(".next/standalone");
  Object.assign(env, { PORT: "8095", HOSTNAME: "127.0.0.1", ...serverRuntimeEnv(env, appDir) });
  const server = await spawnServer({ appDir, env, url, logFile: path.join(dataDir, "server.log") });
  try {
    // As the nginx of OPERATIONS.md forwards it, TLS ended at the proxy.
    const response = await request.get(`${url}/login?brand=conectasul`, {
      headers: { host: "central.example.com.br", "x-forwarded-host": "central.example.com.br", "x-forwarded-proto": "https" },
    });
    expect(response.status()).toBe(200);
    const scriptSrc = response
      .headers()
      ["content-security-policy"]!.split("; ")
      .find((d) => d.startsWith("script-src"));
    expect(scriptSrc).toMatch(/^script-src 'self'( 'sha256-[A-Za-z0-9+/]+=*')+$/);
    const html = await response.text();
    expect(html).toContain('data-brand="conectasul"');
    expect(html).toContain("Entre com seu CPF ou CNPJ e sua senha da central.");
  } finally {
    await stopChild(server);
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
});
