import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { PartContext } from "./parts/context";
import { snapshotBuild } from "./lib/stack";

/**
 * The performance harness (bench/README.md): what a subscriber feels on a slow phone
 * and what one instance serves. Each part writes bench/out/<part>.json; the report
 * (bench/RESULTS.md and its SVG charts) is written from every part's latest figures.
 *
 *   npm run bench                       all parts, then the report
 *   npm run bench -- journeys growth    only those parts, then the report
 *   npm run bench -- report             only the report
 */
const PARTS = ["journeys", "capacity", "growth", "lighthouse"] as const;
type Part = (typeof PARTS)[number];

const args = process.argv.slice(2);
const unknown = args.filter((a) => a !== "report" && !PARTS.includes(a as Part));
if (unknown.length) throw new Error(`partes desconhecidas: ${unknown.join(", ")} (use ${PARTS.join(", ")} ou report)`);
const selected: Part[] = args.length === 0 ? [...PARTS] : PARTS.filter((p) => args.includes(p));

const out = path.join(import.meta.dirname, "out");
const work = path.join(os.tmpdir(), "cda-bench");
const started = Date.now();
const step = (message: string) => console.log(`[${((Date.now() - started) / 1000).toFixed(0).padStart(4)} s] ${message}`);

async function runPart(part: Part, ctx: PartContext): Promise<unknown> {
  switch (part) {
    case "journeys":
      return (await import("./parts/journeys")).journeysPart(ctx);
    case "capacity":
      return (await import("./parts/capacity")).capacityPart(ctx);
    case "growth":
      return (await import("./parts/growth")).growthPart(ctx);
    case "lighthouse":
      return (await import("./parts/lighthouse")).lighthousePart(ctx);
  }
}

async function main() {
  fs.mkdirSync(out, { recursive: true });
  fs.mkdirSync(work, { recursive: true });
  // BENCH_APP=<folder of a build copied by bench/snapshot.ts>: measure that build as it is (e.g. the one before a change).
  const appDir = process.env.BENCH_APP ?? path.join(work, "app");
  if (selected.length && !process.env.BENCH_APP) {
    step("build de produção (sob o lock da build) copiada para a pasta do benchmark");
    snapshotBuild(appDir);
  }
  const ctx: PartContext = { out, work, appDir, step };
  for (const part of selected) {
    step(`parte: ${part}`);
    const partStarted = Date.now();
    try {
      const figures = await runPart(part, ctx);
      const record = {
        part,
        seconds: (Date.now() - partStarted) / 1000,
        loadAverage: os.loadavg(),
        conditions: process.env.BENCH_CONDITIONS ?? null,
        figures,
      };
      fs.writeFileSync(path.join(out, `${part}.json`), `${JSON.stringify(record, null, 2)}\n`);
    } catch (error) {
      step(`a parte ${part} falhou: ${(error as Error).stack ?? String(error)}`);
      process.exitCode = 1;
    }
  }
  const { writeReport } = await import("./lib/report");
  const written = writeReport({ out, benchDir: import.meta.dirname });
  step(`relatório: ${written}`);
}

await main();
