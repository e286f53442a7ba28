import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { parse } from "yaml";

/*
 * compose.production.yaml, OPERATIONS.md's two-brand production recipe: read as Compose reads it
 * (anchors merged, variables interpolated), and checked by `docker compose config` where the
 * Compose plugin is installed (this machine has the Docker client without it).
 */
type Service = {
  image?: string;
  command?: string[];
  env_file?: string;
  environment?: Record<string, string>;
  volumes?: string[];
  ports?: string[];
  depends_on?: Record<string, { condition: string }>;
  network_mode?: string;
  stop_grace_period?: string;
  build?: unknown;
};

const FILE = path.resolve("compose.production.yaml");
const BRANDS = ["velozfibra", "conectasul"] as const;

/** Compose's `${VAR}`, `${VAR:-default}` and `${VAR:?message}`, as `docker compose config` resolves them. */
function interpolate(text: string, env: Record<string, string | undefined>): string {
  return text.replace(/\$\{(\w+)(?::([-?])([^}]*))?\}/g, (_, name: string, kind?: string, rest?: string) => {
    const value = env[name];
    if (value) return value;
    if (kind === "?") throw new Error(`${name}: ${rest}`);
    return kind === "-" ? (rest ?? "") : "";
  });
}

function read(env: Record<string, string | undefined>): Record<string, Service> {
  return (parse(interpolate(fs.readFileSync(FILE, "utf8"), env), { merge: true }) as { services: Record<string, Service> }).services;
}

describe("compose.production.yaml", () => {
  const services = read({ CENTRAL_TAG: "2026-11-24" });

  it("refuses to resolve without the release's image tag", () => {
    expect(() => read({})).toThrow(/CENTRAL_TAG/);
  });

  it("runs each brand's migration against its own database, then the brand, from one image tag", () => {
    expect(Object.keys(services).sort()).toEqual(["conectasul", "migrate-conectasul", "migrate-velozfibra", "velozfibra"]);
    for (const brand of BRANDS) {
      const server = services[brand]!;
      const migrate = services[`migrate-${brand}`]!;
      expect(server.image).toBe("central-do-assinante:2026-11-24");
      expect(migrate).toMatchObject({ image: server.image, command: ["node", "migrate.mjs"], env_file: server.env_file });
      expect(server.depends_on).toEqual({ [`migrate-${brand}`]: { condition: "service_completed_successfully" } });
      expect(server.stop_grace_period).toBe("45s");
    }
  });

  it("gives each brand only its own environment file and files, no sandbox, demo or inline secret", () => {
    for (const brand of BRANDS) {
      for (const service of [services[brand]!, services[`migrate-${brand}`]!]) {
        expect(service.env_file).toBe(`/etc/central/${brand}.env`);
        expect(service.volumes).toEqual([`/etc/central/${brand}:/etc/central/${brand}:ro`]);
        expect(service.environment).toBeUndefined();
        expect(service.network_mode).toBeUndefined();
        expect(service.build).toBeUndefined();
      }
    }
    const settings = fs
      .readFileSync(FILE, "utf8")
      .split("\n")
      .filter((line) => !/^\s*#/.test(line));
    expect(settings.join("\n")).not.toMatch(/DEMO|sandbox|AUTH_SECRET/);
  });

  it("publishes the servers on loopback only, one port per brand, and the migrations nowhere", () => {
    expect(services.velozfibra?.ports).toEqual(["127.0.0.1:3001:3000"]);
    expect(services.conectasul?.ports).toEqual(["127.0.0.1:3002:3000"]);
    expect(services["migrate-velozfibra"]?.ports).toBeUndefined();
  });

  const compose = spawnSync("docker", ["compose", "version"], { encoding: "utf8" });
  it.runIf(compose.status === 0)("is valid for docker compose config", () => {
    const etc = fs.mkdtempSync(path.join(os.tmpdir(), "cda-compose-"));
    try {
      for (const brand of BRANDS) {
        fs.writeFileSync(path.join(etc, `${brand}.env`), `BRAND=${brand}\n`);
        fs.mkdirSync(path.join(etc, brand));
      }
      const result = spawnSync("docker", ["compose", "-f", FILE, "config", "--quiet"], {
        encoding: "utf8",
        env: { ...process.env, CENTRAL_TAG: "2026-11-24", CENTRAL_ETC: etc },
      });
      expect(result.status, result.stderr).toBe(0);
    } finally {
      fs.rmSync(etc, { recursive: true, force: true });
    }
  });
});
