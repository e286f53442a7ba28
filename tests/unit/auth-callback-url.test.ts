import { describe, expect, it } from "vitest";
import { safeCallbackPath } from "@/lib/auth/callback-url";
import { HOSTILE_CALLBACKS, SAME_SITE_CALLBACKS } from "@/tests/support/hostile-callbacks";

describe("safeCallbackPath", () => {
  it("keeps same-site paths with their query", () => {
    expect(safeCallbackPath("/invoices?mes=3")).toBe("/invoices?mes=3");
    expect(safeCallbackPath("/trust-release")).toBe("/trust-release");
  });

  it.each([
    [null],
    [""],
    ["https://evil.example/"],
    ["//evil.example/x"],
    ["/\\evil.example"],
    ["javascript:alert(1)"],
    ["/login?callbackUrl=/x"],
  ])("refuses %s", (value) => {
    expect(safeCallbackPath(value)).toBe("/");
  });

  it.each(
    HOSTILE_CALLBACKS.map((value) => [JSON.stringify(value.length > 60 ? `${value.slice(0, 40)}… (${value.length})` : value), value]),
  )("sends %s to /", (_, value) => {
    expect(safeCallbackPath(value)).toBe("/");
  });

  it.each(SAME_SITE_CALLBACKS)("keeps %s", (value) => {
    expect(safeCallbackPath(value)).toBe(value);
  });
});
