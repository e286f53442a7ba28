import { afterEach, describe, expect, it, vi } from "vitest";
import { requestNow, TEST_CLOCK_HEADER } from "@/lib/test-clock";

afterEach(() => vi.unstubAllEnvs());

describe("requestNow", () => {
  const real = Date.parse("2026-03-10T12:00:00Z");
  const withHeader = (value?: string) => new Headers(value === undefined ? {} : { [TEST_CLOCK_HEADER]: value });

  it("is the real clock without the test header", () => {
    expect(requestNow(withHeader(), real).getTime()).toBe(real);
  });

  it("moves forward by the test header outside production", () => {
    expect(requestNow(withHeader(String(31 * 60_000)), real).getTime()).toBe(real + 31 * 60_000);
  });

  it("never moves backwards, so a link or a session cannot be stretched", () => {
    expect(requestNow(withHeader("-3600000"), real).getTime()).toBe(real);
    expect(requestNow(withHeader("soon"), real).getTime()).toBe(real);
  });

  it("ignores the header in production, unless it is the local demo", () => {
    vi.stubEnv("NODE_ENV", "production");
    vi.stubEnv("DEMO", "");
    expect(requestNow(withHeader("60000"), real).getTime()).toBe(real);
    vi.stubEnv("DEMO", "1");
    expect(requestNow(withHeader("60000"), real).getTime()).toBe(real + 60_000);
  });
});

describe("TEST_CLOCK_OFFSET_MS", () => {
  it("moves the whole server forward, adding to the header, where test clocks are allowed", () => {
    const real = Date.parse("2026-03-10T12:00:00Z");
    vi.stubEnv("TEST_CLOCK_OFFSET_MS", "1000");
    expect(requestNow(new Headers({ [TEST_CLOCK_HEADER]: "500" }), real).getTime()).toBe(real + 1500);
    vi.stubEnv("NODE_ENV", "production");
    vi.stubEnv("DEMO", "");
    expect(requestNow(new Headers(), real).getTime()).toBe(real);
  });
});
