import { execFileSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { readServerConfig } from "@/lib/platform/config/schema";
import { readCompose } from "../support/container";

/*
 * A secret written in this repository (compose's demo default, the tests', the scripts', the
 * examples') is public: with the AUTH_SECRET anyone mints a session cookie for any document. Every
 * such value found in the tracked files is refused in production under each secret variable.
 */

const root = path.resolve(import.meta.dirname, "../..");
const REFUSED_KEYS = ["AUTH_SECRET", "EFI_WEBHOOK_SECRET", "NOTIFY_API_TOKEN", "METRICS_TOKEN"] as const;
/** Names a secret is written under: the variables themselves (E2E_AUTH_SECRET too), and the tests' own constants. */
const SECRET_NAME = /(?:AUTH_SECRET|WEBHOOK_SECRET|NOTIFY_API_TOKEN|METRICS_TOKEN|OPERATOR_TOKEN|\bSECRET|\bTOKEN|authSecret)\b/;
const LITERAL = new RegExp(
  `(${SECRET_NAME.source})["']?\\s*[:=]\\s*(?:"([^"\\s]{12,})"(?!\\.)|'([^'\\s]{12,})'(?!\\.)|\\$\\{[A-Z_]+:-([^}\\s]{12,})\\})`,
  "g",
);

function repositorySecrets(): string[] {
  const files = execFileSync("git", ["ls-files"], { cwd: root, encoding: "utf8" })
    .split("\n")
    .filter((file) => /\.(ts|tsx|mjs|js|ya?ml|sh)$|(^|\/)\.env/.test(file) && fs.existsSync(path.join(root, file)));
  const found = new Set<string>();
  for (const file of files) {
    for (const match of fs.readFileSync(path.join(root, file), "utf8").matchAll(LITERAL)) {
      const value = match[2] ?? match[3] ?? match[4];
      if (value && !value.includes("${")) found.add(value);
    }
  }
  return [...found].sort();
}

// Fresh values, never written here: this file is one of those scanned.
const production = {
  NODE_ENV: "production" as const,
  AUTH_SECRET: randomBytes(32).toString("base64url"),
  EFI_WEBHOOK_SECRET: randomBytes(32).toString("hex"),
  NOTIFY_API_TOKEN: randomBytes(24).toString("base64url"),
};

function refusal(env: NodeJS.ProcessEnv): string {
  try {
    readServerConfig(env);
    return "";
  } catch (error) {
    return (error as Error).message;
  }
}

describe("secrets written in the repository", () => {
  const secrets = repositorySecrets();

  it("finds the ones the audit named", () => {
    expect(secrets).toEqual(
      expect.arrayContaining(["compose-demo-secret-change-me-0123456789abcdef", "e2e-secret-e2e-secret-e2e-secret-0123456789"]),
    );
  });

  it.each(secrets)("refuses %s in production under every secret variable", (secret) => {
    for (const key of REFUSED_KEYS) {
      expect(refusal({ ...production, [key]: secret }), key).toMatch(new RegExp(`^ {2}${key}: .*(repositório|caracteres)`, "m"));
    }
  });

  it("the compose file's demo default lives only with DEMO=1", () => {
    for (const [name, service] of Object.entries(readCompose().services)) {
      if (service.environment?.AUTH_SECRET !== undefined) expect(service.environment.DEMO, name).toBe("1");
    }
  });
});
