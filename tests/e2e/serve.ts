import fs from "node:fs";
import "./forwarding-proxy";
import { startSandboxes } from "../../sandbox/main";
import { prepareDemoEnv } from "../../scripts/demo-env";
import { startPortal } from "../../scripts/portal-server";
import { startDnsServer } from "../support/dns-server";
import { E2E_AUTH_SECRET, E2E_DATA_DIR, E2E_NOTIFY_API_TOKEN } from "./env";
import { e2ePorts } from "./ports";

/** The server the browser tests run against: a fresh embedded database, the sandboxes and both brand ports. */
fs.rmSync(E2E_DATA_DIR, { recursive: true, force: true });
process.env.DATA_DIR = E2E_DATA_DIR;
process.env.AUTH_SECRET = E2E_AUTH_SECRET;
process.env.NOTIFY_API_TOKEN = E2E_NOTIFY_API_TOKEN;
process.env.LOG_LEVEL ??= "warn";
prepareDemoEnv();
// Offline, the browsers' push service names resolve here, to a public address as they would (Google's).
const dns = await startDnsServer();
dns.set("fcm.googleapis.com", ["142.250.79.10"]);
process.env.PUSH_DNS_SERVERS = dns.address;

await startSandboxes();
await startPortal({ ports: [e2ePorts.first, e2ePorts.second] });
console.log(`e2e server ready on ${e2ePorts.first} and ${e2ePorts.second}`);
