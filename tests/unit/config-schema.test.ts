import { describe, expect, it } from "vitest";
import { ConfigError, readServerConfig } from "@/lib/config-schema";
import { parsePairs } from "@/lib/pairs";

describe("readServerConfig", () => {
  it("applies the defaults of the demo sandboxes", () => {
    const c = readServerConfig({ NODE_ENV: "test" });
    expect(c.SGP_URL).toBe("http://127.0.0.1:7001");
    expect(c.SGP_APP).toBe("demo");
    expect(c.EFI_CLIENT_ID).toBe("demo-client");
    expect(c.SGP_TIMEOUT_MS).toBe(8000);
    expect(c.LOGIN_RULES).toBe("secure");
    expect(c.dataDir).toMatch(/\.data$/);
  });

  it("names every bad variable in one message", () => {
    let error: unknown;
    try {
      readServerConfig({ NODE_ENV: "test", SGP_URL: "ftp://x", SGP_TIMEOUT_MS: "rápido", BRAND_HOSTS: "sem-igual" });
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(ConfigError);
    const message = (error as Error).message;
    expect(message).toContain("SGP_URL");
    expect(message).toContain("SGP_TIMEOUT_MS");
    expect(message).toContain("BRAND_HOSTS");
  });

  it("requires AUTH_SECRET in production unless it is the demo", () => {
    expect(() => readServerConfig({ NODE_ENV: "production" })).toThrow(/AUTH_SECRET/);
    expect(() => readServerConfig({ NODE_ENV: "production", DEMO: "1" })).not.toThrow();
    expect(() => readServerConfig({ NODE_ENV: "production", AUTH_SECRET: "x".repeat(32) })).not.toThrow();
  });

  it("treats empty strings as unset", () => {
    expect(readServerConfig({ NODE_ENV: "test", DATABASE_URL: "" }).DATABASE_URL).toBeUndefined();
  });

  it("reads the brand maps", () => {
    const c = readServerConfig({ NODE_ENV: "test", BRAND_HOSTS: "Central.Veloz.com.br=velozfibra, minha.sul.net=conectasul" });
    expect(c.BRAND_HOSTS).toEqual({ "central.veloz.com.br": "velozfibra", "minha.sul.net": "conectasul" });
    expect(parsePairs("a=1,,b = 2,ruim")).toEqual({ a: "1", b: "2" });
  });
});
