/**
 * `npm run db:migrate`: applies pending migrations to DATABASE_URL when set, else to
 * the embedded database under DATA_DIR/pglite. The server also migrates on first use;
 * this is for deploys that migrate as a separate step and for inspecting the result.
 */
import fs from "node:fs";
import path from "node:path";
import { readServerConfig } from "@/lib/config-schema";
import { openPglite } from "@/lib/db/connect";
import { errorMessage } from "@/lib/db/errors";
import { migratePglite, migratePostgres, type MigrationReport } from "@/lib/db/migrate";

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
  const { DATABASE_URL: url, dataDir } = readServerConfig(process.env);
  if (url) {
    console.log(`Banco: PostgreSQL ${describeUrl(url)}`);
    return migratePostgres(url);
  }
  const folder = path.join(dataDir, "pglite");
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
