import { afterAll, beforeAll } from "vitest";
import { startSgpForTests, type SgpTestSandbox } from "./sandboxes";

/** The SGP sandbox for a whole test file, with config() and sgp() pointed at it. */
export function sgpSandboxForFile(): () => SgpTestSandbox {
  let sgp: SgpTestSandbox | undefined;
  beforeAll(async () => {
    sgp = await startSgpForTests();
    Object.assign(process.env, sgp.env);
  });
  afterAll(async () => {
    await sgp?.close();
  });
  return () => sgp!;
}

export function setLoginRules(rules: "secure" | "legacy") {
  process.env.LOGIN_RULES = rules;
}
