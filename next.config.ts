import type { NextConfig } from "next";

const nextConfig: NextConfig = {
  output: "standalone",
  poweredByHeader: false,
  // app/global-not-found.tsx answers unknown addresses, server-rendered with status 404.
  experimental: { globalNotFound: true },
  // The proxy rewrites /login and the other built pages with the request's own address. Next.js
  // would hand the proxy 127.0.0.1 as "localhost", and a rewrite to another origin than the one
  // the server listens on is proxied over the network instead of served (vercel/next.js#94745),
  // which breaks a server started with HOSTNAME=127.0.0.1.
  skipProxyUrlNormalize: true,
  // PGlite loads its WASM and data files by path; bundling breaks those paths. OpenTelemetry and
  // prom-client keep process-wide state: one copy from node_modules, not one per route bundle.
  serverExternalPackages: [
    "@electric-sql/pglite",
    "pino",
    "prom-client",
    "@opentelemetry/api",
    "@opentelemetry/sdk-trace",
    "@opentelemetry/exporter-trace-otlp-http",
  ],
  // Migrations are read from disk at start-up, so the standalone build must carry them, and the
  // preload `node --import` loads before server.js (lib/platform/runtime/socket-address.mjs and the
  // graceful-shutdown.mjs it imports).
  outputFileTracingIncludes: {
    "/**": ["./lib/vendors/db/migrations/**", "./lib/platform/runtime/socket-address.mjs", "./lib/platform/runtime/graceful-shutdown.mjs"],
  },
  // The Content-Security-Policy carries a per-request nonce, so proxy.ts sets it.
  async headers() {
    const headers = [
      { key: "X-Content-Type-Options", value: "nosniff" },
      { key: "Referrer-Policy", value: "strict-origin-when-cross-origin" },
      { key: "X-Frame-Options", value: "DENY" },
      { key: "Permissions-Policy", value: "camera=(), microphone=(), geolocation=(), payment=(), usb=()" },
      // No page, file or route answer of the portal is for search engines (app/robots.ts).
      { key: "X-Robots-Tag", value: "noindex, nofollow" },
    ];
    if (process.env.NODE_ENV === "production" && process.env.DEMO !== "1") {
      headers.push({ key: "Strict-Transport-Security", value: "max-age=63072000; includeSubDomains" });
    }
    return [{ source: "/:path*", headers }];
  },
};

export default nextConfig;
