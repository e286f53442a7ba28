import { describe, expect, it } from "vitest";
import { contentSecurityPolicy } from "@/lib/security/csp";
import { redactPath } from "@/lib/request-log";
import { isSessionExpired, SESSION_MAX_AGE_SECONDS } from "@/lib/auth/session-policy";

describe("contentSecurityPolicy", () => {
  it("allows scripts only with the nonce and never eval in production", () => {
    const csp = contentSecurityPolicy("abc123", false);
    expect(csp).toContain("script-src 'self' 'nonce-abc123' 'strict-dynamic'");
    expect(csp).not.toContain("unsafe-eval");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("object-src 'none'");
  });

  it("allows eval only for the development server", () => {
    expect(contentSecurityPolicy("n", true)).toContain("'unsafe-eval'");
  });
});

describe("redactPath", () => {
  it("keeps invoice tokens and documents out of the logs", () => {
    expect(redactPath("/fatura/AbC123xyz")).toBe("/fatura/[token]");
    expect(redactPath("/cpf/52998224725")).toBe("/cpf/[documento]");
    expect(redactPath("/invoices")).toBe("/invoices");
  });
});

describe("isSessionExpired", () => {
  const now = Date.UTC(2026, 10, 22, 12);
  it("expires 24 hours after login", () => {
    expect(isSessionExpired({ loginAt: now - SESSION_MAX_AGE_SECONDS * 1000 + 1 }, now)).toBe(false);
    expect(isSessionExpired({ loginAt: now - SESSION_MAX_AGE_SECONDS * 1000 }, now)).toBe(true);
  });
  it("treats a token without a login time as expired", () => {
    expect(isSessionExpired({}, now)).toBe(true);
    expect(isSessionExpired({ loginAt: "ontem" }, now)).toBe(true);
  });
});
