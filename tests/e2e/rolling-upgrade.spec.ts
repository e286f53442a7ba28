import type { ChildProcess } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { expect, test, type Page } from "@playwright/test";
import { lookupMessages as m } from "../../lib/billing/public-access/messages";
import { prepareDemoEnv } from "../../scripts/demo-env";
import { spawnServer, startTcpRelay, stopChild, type TcpRelay } from "../../scripts/portal-server";
import { prepareStandalone, serverRuntimeEnv } from "../../scripts/standalone.mjs";
import type { ServerAction } from "./server-actions";
import { DEMO_CUSTOMERS } from "./support";
import { NEXT_RELEASE_ID, SECOND_BUILD_VARIABLE } from "./test-build";

/*
 * A rolling upgrade: a browser holds a page of the running build (A, the suite's own) while the
 * balancer already sends its requests to the next release's replica (B, the same tree built again
 * by `npm test` with the same NEXT_SERVER_ACTIONS_ENCRYPTION_KEY and its own NEXT_DEPLOYMENT_ID,
 * as a release is built: OPERATIONS.md, "Migrations and upgrades"). Both run
 * as the demo (their own embedded databases, the suite's sandboxes); a TCP pass-through on FRONT
 * stands for the balancer. A is stopped before the click, so only B can answer it.
 */
const secondTree = process.env[SECOND_BUILD_VARIABLE];
const PORTS = { a: 8098, b: 8099, front: 8100 };
const front = `http://127.0.0.1:${PORTS.front}`;
const LINK = /\/fatura\/[A-Za-z0-9_-]{32}$/;
const { joao } = DEMO_CUSTOMERS;

test.skip(!secondTree, "needs the second build `npm test` makes (tests/e2e/test-build.ts)");

type Manifest = { node: Record<string, Pick<ServerAction, "exportedName" | "filename">> };

/** The ids a build gave the lookup screen's action (tests/e2e/server-actions.ts reads the suite's). */
function lookupActionIds(tree: string): string[] {
  const manifest = JSON.parse(fs.readFileSync(path.join(tree, ".next/server/server-reference-manifest.json"), "utf8")) as Manifest;
  return Object.entries(manifest.node)
    .filter(([, action]) => action.exportedName === "requestInvoiceAccess")
    .map(([id]) => id)
    .sort();
}

let work = "";
const builds = { a: "", b: "" };

function start(build: "a" | "b"): Promise<ChildProcess> {
  const env: NodeJS.ProcessEnv = {
    PATH: process.env.PATH,
    NODE_ENV: "production",
    DATA_DIR: path.join(work, build),
    BRAND: "velozfibra",
    LOG_LEVEL: "warn",
  };
  prepareDemoEnv(env);
  const appDir = builds[build];
  Object.assign(env, { PORT: String(PORTS[build]), HOSTNAME: "127.0.0.1", ...serverRuntimeEnv(env, appDir) });
  return spawnServer({ appDir, env, url: `http://127.0.0.1:${PORTS[build]}`, logFile: path.join(work, `${build}.log`) });
}

/** The balancer: every new connection to FRONT goes to `build`; the open ones are cut. */
let balancer: TcpRelay | undefined;
async function route(build: "a" | "b") {
  await balancer?.close();
  balancer = await startTcpRelay(PORTS.front, "127.0.0.1", { port: PORTS[build], host: "127.0.0.1" }, (client, upstream) =>
    client.pipe(upstream).pipe(client),
  );
}

let serverA: ChildProcess | undefined;
let serverB: ChildProcess | undefined;
test.beforeAll(async () => {
  test.setTimeout(120_000);
  work = fs.mkdtempSync(path.join(os.tmpdir(), "cda-rolling-"));
  Object.assign(builds, { a: prepareStandalone(), b: prepareStandalone(secondTree) });
  serverB = await start("b");
});
test.afterAll(async () => {
  await balancer?.close();
  await Promise.all([serverA, serverB].map((server) => server && stopChild(server)));
  if (work) fs.rmSync(work, { recursive: true, force: true });
});

/** João's document typed on build A's lookup screen, hydrated; then A is gone and B takes the traffic. */
async function typedOnA(page: Page) {
  serverA = await start("a");
  await route("a");
  await page.goto(`${front}/verificar-fatura`);
  const field = page.getByLabel(m.fieldLabel);
  // The field masks the document once React has hydrated it; typed before, the submit would post natively.
  await expect(async () => {
    await field.fill("");
    await field.pressSequentially(joao.digits);
    await expect(field).toHaveValue(joao.document, { timeout: 1_000 });
  }).toPass();
  await page.evaluate(() => void Object.assign(window, { pageOfBuildA: true }));
  await stopChild(serverA);
  await route("b");
}

const actionAnswer = (page: Page) => page.waitForResponse((response) => response.request().headers()["next-action"] !== undefined);

test("a page of the previous build runs its action on the next build's server", async ({ page }) => {
  test.setTimeout(90_000);
  // Same tree, same key: the same ids, which is what lets the old page reach the new server.
  const ids = lookupActionIds(path.resolve("."));
  expect(ids.length).toBeGreaterThan(0);
  expect(lookupActionIds(secondTree!)).toEqual(ids);

  await typedOnA(page);
  const answer = actionAnswer(page);
  await page.getByRole("button", { name: m.submit }).click();
  expect((await answer).status()).toBe(200);
  // The link the new server created, and its page, a document of the new release (Next.js loads it
  // whole when the answer names another deployment, instead of mixing the two builds' scripts).
  await page.waitForURL(LINK);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expect.poll(() => page.evaluate(() => "pageOfBuildA" in window).catch(() => true)).toBe(false);
  const scripts = await page.evaluate(() => Array.from(document.scripts, (script) => script.src).filter(Boolean));
  expect(scripts.length).toBeGreaterThan(0);
  for (const src of scripts) expect(src).toContain(`dpl=${NEXT_RELEASE_ID}`);
  await expect(page.getByText(m.failed)).toHaveCount(0);
});

test("a page whose action the next build does not know reloads itself instead of doing nothing", async ({ page }) => {
  test.setTimeout(90_000);
  await typedOnA(page);
  // What a page of a build made with another key sends: an id the server never had.
  const known = lookupActionIds(secondTree!);
  const unknown = `${known[0]!.slice(0, -8)}${"0".repeat(8)}`;
  expect(known).not.toContain(unknown);
  await page.route(`${front}/verificar-fatura`, (intercepted) => {
    const headers = intercepted.request().headers();
    return intercepted.continue(headers["next-action"] ? { headers: { ...headers, "next-action": unknown } } : undefined);
  });
  const answer = actionAnswer(page);
  await page.getByRole("button", { name: m.submit }).click();
  const refused = await answer;
  // Next.js answers an unknown action with 409 and its "not found" header.
  expect(refused.status()).toBe(409);
  expect(refused.headers()["x-nextjs-action-not-found"]).toBe("1");

  // A new document from the new server, the form empty again: the button did not just fail.
  // Polled across the reload, which destroys the old document's context mid-question.
  await expect.poll(() => page.evaluate(() => "pageOfBuildA" in window).catch(() => true)).toBe(false);
  await expect(page.getByLabel(m.fieldLabel)).toHaveValue("");
  await expect(page.getByText(m.failed)).toHaveCount(0);
  await page.unroute(`${front}/verificar-fatura`);
  // The reloaded page, the new build's, looks the document up.
  await expect(async () => {
    await page.getByLabel(m.fieldLabel).fill("");
    await page.getByLabel(m.fieldLabel).pressSequentially(joao.digits);
    await expect(page.getByLabel(m.fieldLabel)).toHaveValue(joao.document, { timeout: 1_000 });
  }).toPass();
  await page.getByRole("button", { name: m.submit }).click();
  await page.waitForURL(LINK);
});
