import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildCommands } from "@/scripts/build-commands";

/*
 * The jobs as the deployed output runs them (scripts/jobs.ts, bundled by scripts/build-commands.ts):
 * `node jobs.mjs <job>` with plain node from a folder shaped like the standalone output (its
 * node_modules and lib/vendors/db/migrations, no sources, no tsx). When a production build is there, its
 * own .next/standalone/jobs.mjs is run too.
 */
const root = path.resolve(".");
let folder: string;
let dataDir: string;

beforeAll(async () => {
  folder = fs.mkdtempSync(path.join(os.tmpdir(), "cda-jobs-"));
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "cda-jobs-data-"));
  await buildCommands(folder);
  fs.symlinkSync(path.join(root, "node_modules"), path.join(folder, "node_modules"));
  fs.cpSync(path.join(root, "lib", "vendors", "db", "migrations"), path.join(folder, "lib", "vendors", "db", "migrations"), {
    recursive: true,
  });
}, 60_000);

afterAll(() => {
  for (const dir of [folder, dataDir]) fs.rmSync(dir, { recursive: true, force: true });
});

/** A job opens the embedded database (migrations included) from scratch: over a minute on a loaded 2-core machine. */
function run(dir: string, args: string[]) {
  const env: NodeJS.ProcessEnv = { PATH: process.env.PATH, DATA_DIR: dataDir, NODE_ENV: "test" };
  const result = spawnSync(process.execPath, [path.join(dir, "jobs.mjs"), ...args], {
    cwd: os.tmpdir(),
    env,
    encoding: "utf8",
    timeout: 150_000,
  });
  return { code: result.status, out: result.stdout, err: result.stderr };
}

describe("node jobs.mjs <job>", () => {
  it("names every job, each also an npm script of the same name", () => {
    const { code, err } = run(folder, []);
    expect(code).toBe(1);
    const names = /Tarefas: (.+)/.exec(err)?.[1]?.split(", ") ?? [];
    expect(names).toEqual(expect.arrayContaining(["efi:webhook", "reminders", "payments:pending", "notify"]));
    const scripts = (JSON.parse(fs.readFileSync("package.json", "utf8")) as { scripts: Record<string, string> }).scripts;
    for (const name of names) expect(scripts[name], name).toBeTruthy();
  });

  it("passes the options after the job's name to the job", () => {
    const { code, out } = run(folder, ["payments:pending", "--help"]);
    expect(code).toBe(0);
    expect(out).toContain("payments:pending");
    expect(run(folder, ["reminders", "--at", "ontem"]).err).toContain("--at inválido");
  });

  it("runs the reminders and the pending payments against the database, from the output folder alone", () => {
    const reminders = run(folder, ["reminders", "--at", "2026-11-24T10:00:00-03:00"]);
    expect(reminders.err).not.toMatch(/ERR_MODULE_NOT_FOUND|Cannot find/);
    expect(reminders.code, reminders.err).toBe(0);
    const pending = run(folder, ["payments:pending"]);
    expect(pending.code, pending.err).toBe(0);
  }, 320_000);

  it.runIf(fs.existsSync(path.join(root, ".next", "standalone", "jobs.mjs")))(
    "runs from the production build's standalone folder",
    () => {
      const standalone = path.join(root, ".next", "standalone");
      const reminders = run(standalone, ["reminders", "--at", "2026-11-24T10:00:00-03:00"]);
      expect(reminders.code, reminders.err).toBe(0);
      const pending = run(standalone, ["payments:pending"]);
      expect(pending.code, pending.err).toBe(0);
    },
    320_000,
  );
});
