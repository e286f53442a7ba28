import path from "node:path";
import { defineConfig } from "vitest/config";

const alias = {
  "@": path.resolve(import.meta.dirname),
  "server-only": path.resolve(import.meta.dirname, "tests/support/empty-module.ts"),
};
// How tests reach the app's configuration and database (no hooks in production modules).
const setupFiles = ["tests/support/setup.ts"];

export default defineConfig({
  resolve: { alias },
  test: {
    // Vitest's own default leaves a core idle (cores − 1): on a 2-core CI machine, one file at a time.
    maxWorkers: "100%",
    projects: [
      {
        resolve: { alias },
        test: { name: "unit", include: ["tests/unit/**/*.test.ts"], environment: "node", setupFiles },
      },
      {
        resolve: { alias },
        test: {
          name: "integration",
          include: ["tests/integration/**/*.test.ts"],
          environment: "node",
          setupFiles,
          testTimeout: 60_000,
          hookTimeout: 120_000,
          // Files run side by side: each has its own databases (tests/support/db.ts) and
          // sandboxes on ports of its own.
          // The local push services' certificate, trusted by the test processes it starts.
          globalSetup: ["tests/support/push-tls.ts"],
        },
      },
    ],
  },
});
