import fs from "node:fs";
import path from "node:path";
import { parse } from "yaml";

/*
 * The Dockerfile and compose.yaml read as data, so tests check them and run exactly the
 * command lines, environment and file layout they describe (no Docker engine on this machine).
 * Covers the Dockerfile syntax the project uses: line continuations, comments, `ENV K=V ...`,
 * exec-form CMD and HEALTHCHECK, `COPY [--from=..] [--chown=..] src dest`.
 */

const root = path.resolve(import.meta.dirname, "../..");

export type Instruction = { keyword: string; args: string };
export type Stage = { name: string; from: string; instructions: Instruction[] };

export function readDockerfile(file = path.join(root, "Dockerfile")): { args: Record<string, string>; stages: Stage[] } {
  const args: Record<string, string> = {};
  const stages: Stage[] = [];
  for (const { keyword, args: rest } of instructions(fs.readFileSync(file, "utf8"))) {
    if (keyword === "FROM") {
      const [from = "", , name = `stage${stages.length}`] = rest.split(/\s+/);
      stages.push({ name, from, instructions: [] });
    } else if (keyword === "ARG" && stages.length === 0) {
      const [key = "", value = ""] = rest.split("=", 2);
      args[key] = value;
    } else {
      stages.at(-1)?.instructions.push({ keyword, args: rest });
    }
  }
  return { args, stages };
}

function instructions(text: string): Instruction[] {
  const result: Instruction[] = [];
  let current = "";
  for (const line of text.split("\n")) {
    if (/^\s*#/.test(line)) continue;
    current += line.replace(/\\\s*$/, " ");
    if (/\\\s*$/.test(line)) continue;
    const trimmed = current.trim();
    current = "";
    if (!trimmed) continue;
    const [keyword = ""] = trimmed.split(/\s+/);
    result.push({ keyword: keyword.toUpperCase(), args: trimmed.slice(keyword.length).trim() });
  }
  return result;
}

export function stage(name: string): Stage {
  const found = readDockerfile().stages.find((s) => s.name === name);
  if (!found) throw new Error(`Dockerfile has no stage ${name}`);
  return found;
}

const argsOf = (s: Stage, keyword: string) => s.instructions.filter((i) => i.keyword === keyword).map((i) => i.args);

/** The stage's ENV variables (`KEY=value` pairs, values optionally double-quoted). */
export function envOf(s: Stage): Record<string, string> {
  const env: Record<string, string> = {};
  for (const line of argsOf(s, "ENV")) {
    for (const [, key = "", quoted, bare] of line.matchAll(/([A-Za-z_][A-Za-z0-9_]*)=(?:"([^"]*)"|(\S*))/g)) {
      env[key] = quoted ?? bare ?? "";
    }
  }
  return env;
}

/** The stage's CMD, exec form. */
export function cmdOf(s: Stage): string[] {
  const [cmd] = argsOf(s, "CMD").slice(-1);
  if (!cmd) throw new Error(`stage ${s.name} has no CMD`);
  return JSON.parse(cmd) as string[];
}

/** The stage's HEALTHCHECK: its options and its command, exec form. */
export function healthcheckOf(s: Stage): { options: Record<string, string>; command: string[] } {
  const [line] = argsOf(s, "HEALTHCHECK").slice(-1);
  const match = line?.match(/^((?:--\S+\s+)*)CMD\s+(\[.*\])$/);
  if (!match) throw new Error(`stage ${s.name} has no exec-form HEALTHCHECK`);
  const options = Object.fromEntries([...match[1]!.matchAll(/--([a-z-]+)=(\S+)/g)].map((m) => [m[1]!, m[2]!]));
  return { options, command: JSON.parse(match[2]!) as string[] };
}

export type Copy = { from?: string; chown?: string; source: string; destination: string };

export function copiesOf(s: Stage): Copy[] {
  return argsOf(s, "COPY").map((line) => {
    const words = line.split(/\s+/);
    const flags = Object.fromEntries(words.filter((w) => w.startsWith("--")).map((w) => w.slice(2).split("=", 2) as [string, string]));
    const [source = "", destination = ""] = words.filter((w) => !w.startsWith("--"));
    return { from: flags.from, chown: flags.chown, source, destination };
  });
}

export function workdirOf(s: Stage): string {
  const [dir] = argsOf(s, "WORKDIR").slice(-1);
  return dir ?? "/";
}

export function userOf(s: Stage): string | undefined {
  return argsOf(s, "USER").at(-1);
}

export function runsOf(s: Stage): string[] {
  return argsOf(s, "RUN");
}

/**
 * The runner stage's files as its COPY lines lay them out under WORKDIR, put in `destination`:
 * the builder's WORKDIR is this checkout after its build. Symbolic links are copied as links,
 * as COPY does (the standalone build links its external modules).
 */
export function assembleImage(s: Stage, destination: string): void {
  const workdir = workdirOf(s);
  const builderWorkdir = workdirOf(stage("builder"));
  for (const copy of copiesOf(s)) {
    if (copy.from !== "builder") throw new Error(`unexpected COPY in ${s.name}: ${JSON.stringify(copy)}`);
    const source = path.join(root, path.relative(builderWorkdir, path.resolve(builderWorkdir, copy.source)));
    const target = path.join(destination, path.relative(workdir, path.resolve(workdir, copy.destination)));
    fs.cpSync(source, target, { recursive: true, verbatimSymlinks: true });
  }
}

type ComposeService = {
  image?: string;
  build?: string | { context: string; target?: string };
  command?: string[];
  environment?: Record<string, string>;
  ports?: string[];
  depends_on?: Record<string, { condition: string }>;
  network_mode?: string;
};

export function readCompose(): { services: Record<string, ComposeService> } {
  return parse(fs.readFileSync(path.join(root, "compose.yaml"), "utf8"), { merge: true }) as {
    services: Record<string, ComposeService>;
  };
}
