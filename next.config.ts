import type { NextConfig } from "next";

const nextConfig: NextConfig = {
  output: "standalone",
  poweredByHeader: false,
  // PGlite loads its WASM and data files by path; bundling breaks those paths.
  serverExternalPackages: ["@electric-sql/pglite", "pino"],
  // Migrations are read from disk at start-up, so the standalone build must carry them.
  outputFileTracingIncludes: { "/**": ["./lib/db/migrations/**"] },
};

export default nextConfig;
