import { defineConfig } from "drizzle-kit";

// `npm run db:generate` writes a new migration after a change to lib/vendors/db/schema/.
// Applying them is `npm run db:migrate` (or automatic on the server's first query).
export default defineConfig({
  dialect: "postgresql",
  schema: "./lib/vendors/db/schema/index.ts",
  out: "./lib/vendors/db/migrations",
  strict: true,
  verbose: true,
});
