import type { NextConfig } from "next";

/**
 * A bare Next.js app: the floor the benchmark compares the portal with (bench/lib/floor.ts).
 * The benchmark builds a copy of it outside the repository, next to a hard-linked node_modules.
 */
const nextConfig: NextConfig = {
  output: "standalone",
  poweredByHeader: false,
  // The copy is built with its own folder as the working directory: that folder is its whole project.
  outputFileTracingRoot: process.cwd(),
};

export default nextConfig;
