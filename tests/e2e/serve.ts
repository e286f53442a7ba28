import fs from "node:fs";
import path from "node:path";
import { startSandboxes } from "../../sandbox/main";
import { prepareDemoEnv } from "../../scripts/demo-env";
import { startPortal } from "../../scripts/portal-server";
import { E2E_AUTH_SECRET } from "./env";
import { e2ePorts } from "./ports";

/** The server the browser tests run against: a fresh embedded database, the sandboxes and both brand ports. */
const dataDir = path.resolve(".test-data", `e2e-${Date.now()}`);
fs.rmSync(dataDir, { recursive: true, force: true });
process.env.DATA_DIR = dataDir;
process.env.AUTH_SECRET = E2E_AUTH_SECRET;
prepareDemoEnv();

await startSandboxes();
await startPortal({ ports: [e2ePorts.first, e2ePorts.second] });
console.log(`e2e server ready on ${e2ePorts.first} and ${e2ePorts.second}`);
