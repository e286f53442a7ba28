/**
 * Return-to values (`/login?callbackUrl=…`) an attacker may put in a link. Each must send the
 * subscriber to "/" after login: another origin, a scheme, a path a browser or a proxy may turn
 * into another origin, control characters, and paths that only look like this site's.
 */
export const HOSTILE_CALLBACKS: string[] = [
  // The issue's own list.
  "//evil.example",
  "/.//evil.example",
  "/%2F%2Fevil.example",
  "/%5C%5Cevil.example",
  "/\tevil.example",
  "/..//evil.example",
  "https://evil.example",
  "javascript:alert(1)",
  "/\u0000//evil.example",
  "/\r\n//evil.example",
  // Other origins and schemes.
  "///evil.example",
  "////evil.example/",
  "http:evil.example",
  "https:/evil.example",
  "HTTPS://EVIL.EXAMPLE/",
  " https://evil.example",
  "\thttps://evil.example",
  "https://localhost:8093@evil.example/",
  "//localhost:8093@evil.example",
  "evil.example",
  "data:text/html,<script>alert(1)</script>",
  "JaVaScRiPt:alert(1)",
  "java\nscript:alert(1)",
  "vbscript:msgbox(1)",
  // Backslashes, which browsers read as slashes in http(s) URLs.
  "\\\\evil.example",
  "/\\evil.example",
  "\\/evil.example",
  "/\\/evil.example",
  "/invoices\\..\\..\\\\evil.example",
  // Encodings a proxy or a second decoding may turn into slashes, dots or line breaks.
  "/%2e%2e//evil.example",
  "/%2e/%2fevil.example",
  "/%252F%252Fevil.example",
  "/..%2F..%2Fevil.example",
  "//%65vil.example",
  "/%09/evil.example",
  "/%0d%0aLocation:%20https://evil.example",
  // Dot segments and empty segments.
  "/./../evil.example",
  "/invoices/..//evil.example",
  "/invoices//evil.example",
  // Whitespace and control characters anywhere.
  "/ //evil.example",
  "/\u000b//evil.example",
  "/\u007f//evil.example",
  "/\u0085//evil.example",
  "/\u2028//evil.example",
  "/\u3000//evil.example",
  "/\uff0f\uff0fevil.example",
  "/invoices?mes=3\n",
  // Back to the login page, and absurd lengths.
  "/login?callbackUrl=//evil.example",
  "/login",
  `/${"a".repeat(3000)}`,
];

/** Same-site return-to values kept as they are. */
export const SAME_SITE_CALLBACKS: string[] = [
  "/",
  "/invoices?mes=3",
  "/trust-release",
  "/services#wifi",
  "/invoices?mes=3&ano=2026",
  "/support",
];
