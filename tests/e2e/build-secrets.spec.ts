import fs from "node:fs";
import path from "node:path";
import { expect, test } from "@playwright/test";
import { BUILD_SECRET_SENTINELS } from "./build-secrets";

function filesUnder(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    return entry.isDirectory() ? filesUnder(full) : [full];
  });
}

test("no server secret of the build environment reaches the browser bundles", () => {
  const staticDir = path.resolve(".next", "static");
  const files = filesUnder(staticDir);
  expect(files.length).toBeGreaterThan(10);
  const marker = path.resolve(".next", "build-env.json");
  expect(fs.existsSync(marker), "build with `npm test`, which sets the sentinel secrets").toBe(true);
  const buildEnv = fs.readFileSync(marker, "utf8");
  // The check is only meaningful if the build really ran with the sentinels.
  expect(JSON.parse(buildEnv)).toEqual(Object.keys(BUILD_SECRET_SENTINELS));
  for (const file of files) {
    const content = fs.readFileSync(file, "latin1");
    for (const [name, value] of Object.entries(BUILD_SECRET_SENTINELS)) {
      expect(content.includes(value), `${name} found in ${path.relative(staticDir, file)}`).toBe(false);
    }
  }
});
