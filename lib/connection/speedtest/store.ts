import "server-only";
import { and, desc, eq, lt } from "drizzle-orm";
import { getDb } from "@/lib/vendors/db/client";
import { speedTests } from "@/lib/vendors/db/schema";
import { SPEEDTEST, type SpeedResult } from "./rules";

/** The subscriber's last results, newest first. */
export async function lastSpeedResults(document: string): Promise<SpeedResult[]> {
  const db = await getDb();
  const rows = await db
    .select()
    .from(speedTests)
    .where(eq(speedTests.clienteDocumento, document))
    .orderBy(desc(speedTests.createdAt), desc(speedTests.id))
    .limit(SPEEDTEST.kept);
  return rows.map((r) => ({
    download: r.downloadMbps,
    upload: r.uploadMbps,
    latency: r.latencyMs,
    jitter: r.jitterMs,
    at: r.createdAt.toISOString(),
  }));
}

/** Keeps a result and drops what falls out of the last SPEEDTEST.kept. */
export async function keepSpeedResult(document: string, result: Omit<SpeedResult, "at">): Promise<void> {
  const db = await getDb();
  await db.insert(speedTests).values({
    clienteDocumento: document,
    downloadMbps: result.download,
    uploadMbps: result.upload,
    latencyMs: result.latency,
    jitterMs: result.jitter,
  });
  const kept = await db
    .select({ id: speedTests.id })
    .from(speedTests)
    .where(eq(speedTests.clienteDocumento, document))
    .orderBy(desc(speedTests.id))
    .limit(SPEEDTEST.kept);
  const oldest = kept.at(-1);
  if (kept.length === SPEEDTEST.kept && oldest) {
    await db.delete(speedTests).where(and(eq(speedTests.clienteDocumento, document), lt(speedTests.id, oldest.id)));
  }
}
