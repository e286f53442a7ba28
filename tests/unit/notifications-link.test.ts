import { describe, expect, it } from "vitest";
import { safeActionLink } from "@/lib/notifications/link";

describe("safeActionLink", () => {
  it("keeps http(s) URLs, normalised", () => {
    expect(safeActionLink("https://provedor.example/fatura?id=1")).toBe("https://provedor.example/fatura?id=1");
    expect(safeActionLink("http://provedor.example")).toBe("http://provedor.example/");
    expect(safeActionLink("  HTTPS://Provedor.Example/a  ")).toBe("https://provedor.example/a");
  });

  it("keeps paths on this site", () => {
    expect(safeActionLink("/invoices")).toBe("/invoices");
    expect(safeActionLink("/support?aba=os#lista")).toBe("/support?aba=os#lista");
  });

  it.each([
    "javascript:alert(1)",
    "JavaScript:alert(1)",
    " javascript:alert(document.cookie)",
    "java\nscript:alert(1)",
    "data:text/html,<script>alert(1)</script>",
    "vbscript:msgbox(1)",
    "file:///etc/passwd",
    "mailto:a@b.c",
    "//evil.example/phish",
    "/\\evil.example",
    "/\t/evil.example",
    "\\\\evil.example",
    "invoices",
    "",
    "   ",
  ])("drops %j", (link) => {
    expect(safeActionLink(link)).toBeNull();
  });

  it("drops absent and overly long links", () => {
    expect(safeActionLink(null)).toBeNull();
    expect(safeActionLink(undefined)).toBeNull();
    expect(safeActionLink(`https://a.example/${"x".repeat(3000)}`)).toBeNull();
  });
});
