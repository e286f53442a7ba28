import fs from "node:fs";
import "./forwarding-proxy";
import { startSandboxes } from "../../sandbox/main";
import { prepareDemoEnv } from "../../scripts/demo-env";
import { startPortal } from "../../scripts/portal-server";
import { E2E_AUTH_SECRET, E2E_DATA_DIR, E2E_NOTIFY_API_TOKEN } from "./env";
import { e2ePorts } from "./ports";

/** The server the browser tests run against: a fresh embedded database, the sandboxes and both brand ports. */
fs.rmSync(E2E_DATA_DIR, { recursive: true, force: true });
process.env.DATA_DIR = E2E_DATA_DIR;
process.env.AUTH_SECRET = E2E_AUTH_SECRET;
process.env.NOTIFY_API_TOKEN = E2E_NOTIFY_API_TOKEN;
process.env.LOG_LEVEL ??= "warn";
prepareDemoEnv();

await startSandboxes();
await startPortal({ ports: [e2ePorts.first, e2ePorts.second] });
console.log(`e2e server ready on ${e2ePorts.first} and ${e2ePorts.second}`);
