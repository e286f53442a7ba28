import { describe, expect, it } from "vitest";
import { contentSecurityPolicy } from "@/lib/platform/security/csp";
import { inlineScriptHashes, scriptHash } from "@/lib/platform/security/prerendered-scripts";
import { isSessionExpired, SESSION_MAX_AGE_SECONDS } from "@/lib/auth/session-policy";

describe("contentSecurityPolicy", () => {
  it("allows scripts only with the nonce and never eval in production", () => {
    const csp = contentSecurityPolicy({ nonce: "abc123" }, false);
    expect(csp).toContain("script-src 'self' 'nonce-abc123' 'strict-dynamic';");
    expect(csp).not.toContain("unsafe-eval");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("object-src 'none'");
  });

  it("allows a built page's inline scripts by hash, never any inline script", () => {
    const csp = contentSecurityPolicy({ hashes: ["'sha256-a'", "'sha256-b'"] }, false);
    expect(csp).toContain("script-src 'self' 'sha256-a' 'sha256-b';");
    const scriptSrc = csp.split("; ").find((directive) => directive.startsWith("script-src"));
    expect(scriptSrc).not.toMatch(/unsafe-inline|unsafe-eval|strict-dynamic|nonce-/);
  });

  it("allows a built page answered to a posted form by the nonce and the build's hashes, never any inline script", () => {
    const csp = contentSecurityPolicy({ nonce: "n1", hashes: ["'sha256-a'"] }, false);
    const scriptSrc = csp.split("; ").find((directive) => directive.startsWith("script-src"));
    expect(scriptSrc).toBe("script-src 'self' 'nonce-n1' 'sha256-a' 'strict-dynamic'");
  });

  it("allows eval only for the development server", () => {
    expect(contentSecurityPolicy({ nonce: "n" }, true)).toContain("'unsafe-eval'");
    expect(contentSecurityPolicy({ devAnyInline: true }, true)).toContain("script-src 'self' 'unsafe-inline' 'unsafe-eval'");
  });
});

describe("inlineScriptHashes", () => {
  it("hashes each inline script's text as the browser does, and skips scripts with a source", () => {
    const html =
      '<head><script src="/a.js" async=""></script><script>self.x=1</script></head><body><script id="_R_">go()</script><script>self.x=1</script></body>';
    expect(inlineScriptHashes(html)).toEqual([scriptHash("self.x=1"), scriptHash("go()")]);
    // The CSP3 example: the SHA-256 of alert('Hello, world.'); in base64.
    expect(scriptHash("alert('Hello, world.');")).toBe("'sha256-qznLcsROx4GACP2dm0UCKCzCG+HiZ1guq6ZZDob/Tng='");
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
