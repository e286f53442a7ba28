import { describe, expect, it } from "vitest";
import { safeCallbackPath } from "@/lib/auth/callback-url";

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
});
