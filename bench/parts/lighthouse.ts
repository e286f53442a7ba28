import { createHash, randomBytes } from "node:crypto";
import path from "node:path";
import { INVOICE_TOKEN_TTL_MS } from "../../lib/billing/public-access/rules";
import { DEMO_CUSTOMERS } from "../../sandbox/sgp/demo-customers";
import { connect, freshDatabase } from "../lib/database";
import { runLighthouse } from "../lib/lighthouse";
import { credentialsLogin } from "../lib/session";
import { startSandboxes, startServer } from "../lib/stack";
import type { PartContext } from "./context";

const RUNS = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 5);

/** Part 4: Lighthouse's mobile preset on the five pages a subscriber meets most, median of RUNS runs each (upstream latency 0). */
export async function lighthousePart(ctx: PartContext) {
  const sandboxes = await startSandboxes(path.join(ctx.out, "sandboxes.log"));
  const databaseUrl = await freshDatabase("bench_lighthouse");
  const sql = connect(databaseUrl);
  const server = await startServer({
    appDir: ctx.appDir,
    dataDir: path.join(ctx.work, "data-lighthouse"),
    databaseUrl,
    logFile: path.join(ctx.out, "server.log"),
  });
  try {
    await sandboxes.setLatency(0);
    const cookie = await credentialsLogin(server.url, DEMO_CUSTOMERS.maria, { "x-forwarded-for": "10.55.0.1" });
    if (!cookie) throw new Error("login de Maria recusado");
    // A new SMS link for every run (a link allows 10 views).
    const link = async () => {
      const token = randomBytes(24).toString("base64url");
      const digest = createHash("sha256").update(token).digest("base64url");
      await sql`insert into invoice_tokens (token, cpfcnpj, expires_at) values (${digest}, ${DEMO_CUSTOMERS.joao.digits}, ${new Date(Date.now() + INVOICE_TOKEN_TTL_MS)})`;
      return `${server.url}/fatura/${token}`;
    };
    const pages = [
      { name: "/login", url: `${server.url}/login` },
      { name: "/verificar-fatura", url: `${server.url}/verificar-fatura` },
      { name: "/fatura/{token}", url: link },
      { name: "/ (dashboard)", url: `${server.url}/`, cookie },
      { name: "/invoices", url: `${server.url}/invoices`, cookie },
    ];
    ctx.step(`Lighthouse: ${pages.length} páginas × ${RUNS}`);
    return { date: new Date().toISOString(), runs: RUNS, results: await runLighthouse(pages, RUNS) };
  } finally {
    await server.stop();
    await sql.end({ timeout: 1 });
    await sandboxes.stop();
  }
}

export type LighthouseFigures = Awaited<ReturnType<typeof lighthousePart>>;
