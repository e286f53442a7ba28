/**
 * The migration command: applies pending migrations to DATABASE_MIGRATION_URL (else DATABASE_URL),
 * or to the embedded database under DATA_DIR/pglite. `npm run db:migrate` runs it from a checkout;
 * `npm run build` also bundles it as `migrate.mjs` beside the standalone server.js (plain node, no
 * dev dependencies), which is what the container and a plain-Node deploy run before starting the
 * new version. The server migrates PostgreSQL itself only with MIGRATE_ON_START=1 (the default).
 */
import fs from "node:fs";
import path from "node:path";
import { readServerConfig } from "@/lib/platform/config/schema";
import { openPglite } from "@/lib/vendors/db/pglite";
import { errorMessage } from "@/lib/vendors/db/errors";
import { migratePglite, migratePostgres, type MigrationReport } from "@/lib/vendors/db/migrate";
import { migrationUrl } from "@/lib/vendors/db/pooler";

// Same files `next` reads; variables already in the environment win.
for (const file of [".env.local", ".env"]) {
  if (fs.existsSync(file)) process.loadEnvFile(file);
}

function describeUrl(url: string): string {
  const parsed = new URL(url);
  if (parsed.password) parsed.password = "***";
  return parsed.toString();
}

async function main(): Promise<MigrationReport> {
  const env = readServerConfig(process.env);
  if (env.DATABASE_URL) {
    const url = migrationUrl({ ...env, DATABASE_URL: env.DATABASE_URL });
    console.log(`Banco: PostgreSQL ${describeUrl(url)}`);
    return migratePostgres(url);
  }
  const folder = path.join(env.dataDir, "pglite");
  console.log(`Banco: PGlite em ${folder}`);
  const handle = await openPglite(folder);
  try {
    return await migratePglite(handle);
  } finally {
    await handle.close();
  }
}

try {
  const started = Date.now();
  const { applied, total } = await main();
  const took = `${Date.now() - started} ms`;
  if (applied.length === 0) console.log(`Nenhuma migração pendente (${total} no total, ${took}).`);
  else console.log(`Migrações aplicadas (${applied.length} de ${total}, ${took}):\n${applied.map((t) => `  ${t}`).join("\n")}`);
} catch (error) {
  console.error(`Falha ao aplicar as migrações: ${errorMessage(error)}`);
  process.exitCode = 1;
}
