import { execFileSync, spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { resolveBrand } from "@/lib/platform/brand/resolve";
import { cmdOf, copiesOf, envOf, healthcheckOf, readCompose, readDockerfile, runsOf, stage, userOf } from "../support/container";

/*
 * What can be checked of the Dockerfile and compose.yaml without a Docker engine (none on this
 * machine). tests/e2e/container-entrypoint.spec.ts runs what they describe.
 */

describe("Dockerfile", () => {
  const { args, stages } = readDockerfile();
  const runner = stage("runner");

  it("builds on Node 24 LTS, slim, in every stage", () => {
    expect(args.NODE_VERSION).toMatch(/^24\.\d+\.\d+-slim$/);
    for (const s of stages) expect(s.from, s.name).toBe("node:${NODE_VERSION}");
  });

  it("installs with npm ci from the lock file, with no fallback", () => {
    const installs = stages.flatMap(runsOf).filter((run) => /\bnpm (ci|install|i)\b/.test(run));
    expect(installs).toEqual(["--mount=type=cache,target=/root/.npm npm ci --no-audit --no-fund"]);
  });

  it("runs, by default, only the standalone build, its static files and public/, as a non-root user", () => {
    expect(stages.at(-1)?.name).toBe("runner");
    expect(copiesOf(runner).map((c) => [c.from, c.source, c.destination])).toEqual([
      ["builder", "/app/.next/standalone", "./"],
      ["builder", "/app/.next/static", "./.next/static"],
      ["builder", "/app/public", "./public"],
    ]);
    expect(userOf(runner)).toBe("nextjs");
    expect(runsOf(runner).join("\n")).toMatch(/useradd --system --uid 1001 --gid nodejs/);
    expect(cmdOf(runner)).toEqual(["node", "server.js"]);
  });

  it("copies the code as root, read-only for the user that runs it; only .data and Next's cache are the user's", () => {
    for (const copy of copiesOf(runner)) expect(copy.chown, copy.source).toBeUndefined();
    const chowned = runsOf(runner).flatMap((run) => [...run.matchAll(/chown (\S+) ([^&\n]+)/g)].map((m) => [m[1], m[2]!.trim()]));
    expect(chowned).toEqual([
      ["nextjs:nodejs", ".data"],
      ["nextjs:nodejs", ".next/cache"],
    ]);
  });

  it("leaves every .env file but the example out of the build context and the repository", () => {
    const root = path.resolve(import.meta.dirname, "../..");
    const dockerignore = fs.readFileSync(path.join(root, ".dockerignore"), "utf8").split("\n");
    expect(dockerignore).toEqual(expect.arrayContaining([".env*", "!.env.example"]));
    expect(dockerignore.indexOf("!.env.example")).toBeGreaterThan(dockerignore.indexOf(".env*"));
    const ignored = (file: string) => spawnSync("git", ["check-ignore", "--no-index", "-q", file], { cwd: root }).status === 0;
    for (const file of [".env", ".env.production", ".env.local", ".env.production.local", ".env.staging"])
      expect(ignored(file), file).toBe(true);
    expect(ignored(".env.example")).toBe(false);
    expect(execFileSync("git", ["ls-files", ".env*"], { cwd: root, encoding: "utf8" }).trim()).toBe(".env.example");
  });

  it("sets the production environment and leaves migrations to the explicit command", () => {
    expect(envOf(runner)).toMatchObject({
      NODE_ENV: "production",
      HOSTNAME: "0.0.0.0",
      PORT: "3000",
      MIGRATE_ON_START: "0",
      MALLOC_ARENA_MAX: "2",
      NODE_OPTIONS: "--max-old-space-size=256 --max-semi-space-size=8 --import ./lib/platform/runtime/socket-address.mjs",
    });
  });

  it("checks liveness with node on the server's own port", () => {
    const { options, command } = healthcheckOf(runner);
    expect(options).toMatchObject({ interval: "30s", timeout: "5s", retries: "3" });
    expect(command.slice(0, 2)).toEqual(["node", "-e"]);
    expect(command[2]).toContain("http://127.0.0.1:${process.env.PORT}/api/health/live");
  });

  it("has a sandbox target that listens beyond loopback", () => {
    const sandbox = stage("sandbox");
    expect(envOf(sandbox).SANDBOX_HOST).toBe("0.0.0.0");
    expect(cmdOf(sandbox)).toEqual(["node", "--import", "tsx", "sandbox/main.ts"]);
    expect(userOf(sandbox)).toBe("node");
  });
});

describe("compose.yaml", () => {
  const { services } = readCompose();

  it("runs PostgreSQL 17, the migration once, then both brands of the image against it", () => {
    expect(services.db?.image).toBe("postgres:17");
    expect(services.migrate).toMatchObject({ image: "central-do-assinante", command: ["node", "migrate.mjs"] });
    expect(services.migrate?.depends_on?.db?.condition).toBe("service_healthy");
    for (const brand of ["velozfibra", "conectasul"]) {
      expect(services[brand]?.image).toBe("central-do-assinante");
      expect(services[brand]?.depends_on?.migrate?.condition).toBe("service_completed_successfully");
      expect(services[brand]?.environment?.DATABASE_URL).toBe(services.migrate?.environment?.DATABASE_URL);
    }
    expect(services.migrate?.environment?.DATABASE_URL).toMatch(/@db:5432\//);
  });

  it("serves each brand on the demo's port, as npm run demo does", () => {
    expect(services.sandbox?.build).toEqual({ context: ".", target: "sandbox" });
    expect(services.sandbox?.ports).toEqual(["8093:8093", "8094:8094", "7001:7001", "7002:7002", "7003:7003"]);
    for (const brand of ["velozfibra", "conectasul"] as const) {
      const service = services[brand]!;
      expect(service.network_mode).toBe("service:sandbox");
      expect(service.environment?.BRAND).toBe(brand);
      // The port alone would pick the same brand: the pinned BRAND and the demo's ports agree.
      expect(resolveBrand({ port: service.environment?.PORT })).toBe(brand);
    }
  });
});
