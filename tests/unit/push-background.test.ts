import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

/*
 * One pattern for every push a request causes. Only lib/notifications/push/background.ts (after the response,
 * with Next's after()) and the batch jobs with no request to answer (reminders, outage notices,
 * the gateway reconciliation sweep: each awaits and counts what it sent before its run ends) may
 * call the sender; nothing else sends or wraps a push itself.
 */

const ROOTS = ["app", "components", "lib", "scripts"];
const ALLOWED = new Set([
  "lib/notifications/push/send.ts",
  "lib/notifications/push/background.ts",
  "lib/reminders/job.ts",
  "lib/connection/outage-alerts/job.ts",
  "lib/billing/confirmation/sweep.ts",
]);

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === "migrations" ? [] : sourceFiles(full);
    return /\.(ts|tsx|mjs)$/.test(entry.name) ? [full] : [];
  });
}

describe("push sends", () => {
  it("go through lib/notifications/push/background.ts, except the batch jobs", () => {
    const senders = ROOTS.flatMap(sourceFiles).filter((file) => /\b(sendPushToCustomer|deliverPush)\b/.test(fs.readFileSync(file, "utf8")));
    expect(senders.filter((file) => !ALLOWED.has(file))).toEqual([]);
    expect(senders).toContain("lib/notifications/push/background.ts");
  });

  it("the helper sends with after()", () => {
    const helper = fs.readFileSync("lib/notifications/push/background.ts", "utf8");
    expect(helper).toMatch(/import \{ afterResponse \} from "@\/lib\/platform\/after-response"/);
    expect(helper).toMatch(/afterResponse\(send\)/);
    const afterResponse = fs.readFileSync("lib/platform/after-response.ts", "utf8");
    expect(afterResponse).toMatch(/import \{ after \} from "next\/server"/);
    expect(afterResponse).toMatch(/after\(task\)/);
  });
});
