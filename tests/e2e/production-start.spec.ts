import path from "node:path";
import { expect, test } from "@playwright/test";
import { CARELESS_PRODUCTION, productionStartRefusal } from "../resilience/safety";

/*
 * What `npm start` runs (scripts/start.ts: the standalone server.js with NODE_ENV=production), with a
 * careless operator's environment: it exits before serving anything, naming on stderr every bad
 * or missing variable at once. Port 8096 is clear of the demo's and of the loopback test's.
 */
test("the production server refuses to start with LOGIN_RULES=legacy and every other bad variable, naming them all", async () => {
  test.setTimeout(60_000);
  const refusal = await productionStartRefusal(path.resolve(".next/standalone"), 8096);
  expect(refusal.exitCode).not.toBeNull();
  expect(refusal.exitCode).not.toBe(0);
  expect([...refusal.named].sort()).toEqual(CARELESS_PRODUCTION.mustName);
  expect(refusal.served).toBe(false);
});
