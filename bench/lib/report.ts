import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { CapacityFigures } from "../parts/capacity";
import type { GrowthFigures } from "../parts/growth";
import type { JourneyFigures } from "../parts/journeys";
import type { LighthouseFigures } from "../parts/lighthouse";
import { JOURNEYS, type JourneySummary } from "./journeys";
import { growsAtMostLog, physicalFloorMs } from "./stats";
import { barChart, lineChart } from "./svg";

/**
 * bench/RESULTS.md and its charts (bench/charts/*.svg), from the latest figures of every part in
 * bench/out/<part>.json. A part that never ran is reported as not measured.
 */
type Record<T> = { part: string; seconds: number; loadAverage: number[]; conditions?: string | null; figures: T };

const fmt = (v: number | undefined | null, digits = 0) => (v !== undefined && v !== null && Number.isFinite(v) ? v.toFixed(digits) : "-");
const table = (header: string[], rows: string[][]) =>
  [`| ${header.join(" | ")} |`, `| ${header.map(() => "---").join(" | ")} |`, ...rows.map((r) => `| ${r.join(" | ")} |`)].join("\n");
const yes = (ok: boolean) => (ok ? "yes" : "**no**");

function read<T>(out: string, part: string): Record<T> | null {
  const file = path.join(out, `${part}.json`);
  return fs.existsSync(file) ? (JSON.parse(fs.readFileSync(file, "utf8")) as Record<T>) : null;
}

function git(...args: string[]): string {
  return spawnSync("git", args, { encoding: "utf8" }).stdout.trim();
}

function machine(conditions: string | undefined): string[] {
  const chromium =
    spawnSync(process.env.CHROMIUM_PATH ?? "/usr/bin/chromium", ["--version"], { encoding: "utf8" }).stdout?.trim() || "not found";
  const dirty = git("status", "--porcelain", "--", ".", ":!bench/RESULTS.md", ":!bench/charts").split("\n").filter(Boolean).length;
  return [
    `- Date of the report: ${new Date().toISOString()}.`,
    `- Commit: ${git("rev-parse", "--short", "HEAD")}${dirty ? ` with ${dirty} uncommitted file(s)` : ""} (branch ${git("rev-parse", "--abbrev-ref", "HEAD")}).`,
    `- Machine: ${os.cpus().length} × ${os.cpus()[0]?.model ?? "?"}, ${Math.round(os.totalmem() / 2 ** 30)} GB, ${os.type()} ${os.release()}; Node ${process.version}; ${chromium}.`,
    `- Conditions: ${conditions ?? "not stated (set BENCH_CONDITIONS to describe the machine's other load)"}.`,
  ];
}

const partLine = (r: Record<unknown> | null, name: string, date?: string) =>
  r
    ? `- ${name}: ${date ?? "?"}, ${r.seconds.toFixed(0)} s, load average at its end ${r.loadAverage.map((l) => l.toFixed(2)).join(", ")}.`
    : `- ${name}: not measured.`;

function journeysSection(r: Record<JourneyFigures>, charts: string): string[] {
  const f = r.figures;
  const systems = [...new Set(f.summaries.map((s) => s.system))];
  const find = (journey: string, system: string, cache: string) =>
    f.summaries.find((s) => s.journey === journey && s.system === system && s.cache === cache);
  const lines: string[] = [
    "## 1. Journeys on a throttled phone",
    "",
    `Chromium (playwright-core) with ${f.phone.device} emulation, CPU ${f.phone.cpuSlowdown}× slower (Emulation.setCPUThrottlingRate), network ${f.phone.rttMs} ms RTT, ${f.phone.downKbps / 1000} Mbit/s down, ${f.phone.upKbps} kbit/s up (Network.emulateNetworkConditions); sandboxes answering ${f.sandboxLatencyMs} ms late; ${f.runs} runs per journey, system and cache, interleaved. Time: from the navigation to the condition (PIX code with its copy button visible; the next invoice's amount visible). Server: the time the browser waited on the system's servers, measured by a TCP relay in front of each (upstream calls included). SGP / gateway calls: answered by the sandboxes during the journey (median). Bytes: over the wire. Main thread: renderer task time (CDP Performance metrics).`,
    "",
    "Systems: **portal** (this build, on PostgreSQL); **Next.js floor** (bench/floor: the same screens with fixed content, no database, no upstream call); **old portal replica** (bench/replica: a client-rendered React app that calls the subscriber system three times in sequence from the browser, then the gateway, through a proxy that only adds CORS; its SMS link is given the session storage it would need, which the old portal only had in the browser that did the lookup).",
    "",
    "Journeys 1 and 2 with JavaScript disabled (the context's `javaScriptEnabled: false`; one tap, and the PIX code read on the page the form's post answers) run on the portal only: the Next.js floor's 'Gerar PIX' and sign-in are script, and the replica is a client-rendered app that shows nothing without it, so neither has a figure there (none is made up).",
    "",
  ];
  for (const cache of ["cold", "warm"] as const) {
    lines.push(
      `### ${cache === "cold" ? "Cold cache (new browser context per run)" : "Warm cache (the same context, after one unmeasured run)"}`,
      "",
    );
    const rows: string[][] = [];
    for (const j of JOURNEYS)
      for (const system of systems) {
        const s = find(j.id, system, cache);
        if (!s) continue;
        rows.push([
          j.title,
          system,
          fmt(s.ms.median),
          fmt(s.ms.p90),
          fmt(s.serverMs.median),
          `${fmt(s.sgpCalls?.median)} / ${fmt(s.efiCalls?.median)}`,
          fmt(s.bytes.median / 1024, 1),
          fmt(s.requests.median),
          fmt(s.mainThreadMs.median),
          `${s.runs}${s.failures.length ? ` (${s.failures.length} failed: ${s.failures[0]})` : ""}`,
        ]);
      }
    lines.push(
      table(
        ["journey", "system", "median ms", "p90 ms", "server ms", "SGP / gateway calls", "KB", "requests", "main thread ms", "runs"],
        rows,
      ),
      "",
    );
    lines.push(`![journeys, ${cache} cache](${charts}/journeys-${cache}.svg)`, "");
  }
  lines.push(...floorSection(f, find, systems));
  return lines;
}

/**
 * Each journey's physical floor: what the phone's network and the upstreams alone
 * impose on the path the bench saw, and how far the measured median is from it.
 */
function floorSection(
  f: JourneyFigures,
  find: (journey: string, system: string, cache: string) => JourneySummary | undefined,
  systems: string[],
): string[] {
  const network = { rttMs: f.phone.rttMs, downKbps: f.phone.downKbps, upstreamLatencyMs: f.sandboxLatencyMs };
  const rows: string[][] = [];
  for (const cache of ["cold", "warm"] as const)
    for (const j of JOURNEYS)
      for (const system of systems) {
        const s = find(j.id, system, cache);
        if (!s) continue;
        const path = {
          roundTrips: s.roundTrips?.median ?? Number.NaN,
          bytes: s.bytes.median,
          upstreamRounds: s.upstreamRounds?.median ?? Number.NaN,
        };
        const floor = physicalFloorMs(path, network);
        rows.push([
          j.title,
          system,
          cache,
          fmt(path.roundTrips),
          fmt(path.bytes / 1024, 1),
          fmt(path.upstreamRounds),
          `${fmt(path.roundTrips * network.rttMs)} + ${fmt((path.bytes * 8) / network.downKbps)} + ${fmt(path.upstreamRounds * network.upstreamLatencyMs)} = ${fmt(floor)}`,
          fmt(s.ms.median),
          `${fmt(s.ms.median / floor, 2)} ×`,
        ]);
      }
  return [
    "### Physical floor of each journey",
    "",
    `What the phone's network and the upstreams alone impose on the path the bench saw, with no time at all for any server's, browser's or page's work: round trips × ${network.rttMs} ms RTT + bytes ÷ ${network.downKbps / 1000} Mbit/s + upstream rounds × ${network.upstreamLatencyMs} ms (medians over the runs). Round trips: the requests that stand one after another in the journey, i.e. documents (each redirect's hop counted) and requests that send something (forms, server actions, the replica's API calls and their CORS preflights), counted from the browser (CDP Network.requestWillBeSent); requests of the same kind sent together count each, so this overstates the round trips of a page that sends two at once. Bytes: all bytes over the wire during the journey, whether or not the condition needed them (the uplink's few hundred bytes per request are left out). Upstream rounds: the waves of SGP and gateway calls one after another, from the times the sandboxes answered them (calls answered within half a latency of each other were asked together).`,
    "",
    table(
      [
        "journey",
        "system",
        "cache",
        "round trips",
        "KB",
        "upstream rounds",
        "floor ms (RTT + bytes + upstream)",
        "median ms",
        "median ÷ floor",
      ],
      rows,
    ),
    "",
  ];
}

/** The journeys' goals, on the throttled phone profile, cold cache. */
function journeyGoals(r: Record<JourneyFigures>): string[][] {
  const s = r.figures.summaries;
  const get = (journey: string, system: string) => s.find((x) => x.journey === journey && x.system === system && x.cache === "cold");
  const goals: { journey: string; maxRatio: number; maxMs?: number }[] = [
    { journey: "sms-link", maxRatio: 0.75, maxMs: 1700 },
    { journey: "login-pay", maxRatio: 1.0 },
    { journey: "return-visit", maxRatio: 0.5 },
  ];
  return goals.map(({ journey, maxRatio, maxMs }) => {
    const title = JOURNEYS.find((j) => j.id === journey)!.title;
    const portal = get(journey, "portal");
    const replica = get(journey, "old portal replica");
    const ratio = portal && replica ? portal.ms.median / replica.ms.median : Number.NaN;
    const goal = `${title}, cold: ≤ ${maxRatio.toFixed(2)} × the replica${maxMs ? ` and ≤ ${(maxMs / 1000).toFixed(1)} s` : ""}`;
    const holds = ratio <= maxRatio && (!maxMs || (!!portal && portal.ms.median <= maxMs));
    return [goal, `${fmt(ratio, 2)} × (${fmt(portal?.ms.median)} / ${fmt(replica?.ms.median)} ms)`, yes(holds)];
  });
}

function journeyCharts(r: Record<JourneyFigures>, dir: string) {
  const s = r.figures.summaries;
  const systems = [...new Set(s.map((x) => x.system))];
  for (const cache of ["cold", "warm"] as const) {
    const pick = (journey: string, system: string) =>
      s.find((x: JourneySummary) => x.journey === journey && x.system === system && x.cache === cache)?.ms.median ?? Number.NaN;
    fs.writeFileSync(
      path.join(dir, `journeys-${cache}.svg`),
      barChart({
        title: `Journeys on a throttled phone, ${cache} cache: median time`,
        unit: "ms",
        categories: JOURNEYS.map((j) => j.short),
        series: systems.map((system) => ({ name: system, values: JOURNEYS.map((j) => pick(j.id, system)) })),
        goal: cache === "cold" ? { value: 1700, label: "journey 1 goal: 1.7 s" } : undefined,
      }),
    );
  }
}

function capacitySection(r: Record<CapacityFigures>, charts: string, dir: string): string[] {
  const f = r.figures;
  const m = f.model;
  const lines = [
    "## 2. Capacity: a due-date morning on one instance (PostgreSQL)",
    "",
    `Virtual subscribers, each running visits back to back with ${m.thinkMs[0] / 1000}–${m.thinkMs[1] / 1000} s of think time between requests; each visit is ${m.shares.map(([k, v]) => `${k} ${Math.round(v * 100)} %`).join(", ")} (sms: open the SMS link, generate the PIX; portal: /login, sign in, dashboard, bell poll, /invoices, PIX or 1 in 5 a boleto, bell poll; lookup: /verificar-fatura, ask for the link, open it; check: /verificarpixefi, PIX check). ${m.subscribers} distinct subscribers (bench copies of Maria in the SGP sandbox), upstream latency ${m.upstreamLatencyMs} ms, ${m.stageSeconds} s per stage, stages stop at the first with p95 > ${m.p95GoalMs} ms or an error. The load generator, the sandboxes and PostgreSQL share the machine's ${m.cores} cores with the server.`,
    "",
    table(
      ["subscribers at once", "req/s", "visits/min", "p50 ms", "p95 ms", "errors", "server CPU (cores)", "peak RSS MB"],
      f.stages.map((s) => [
        String(s.users),
        fmt(s.rps, 1),
        fmt(s.visitsPerSecond * 60, 1),
        fmt(s.p50),
        fmt(s.p95),
        String(s.errors),
        fmt(s.serverCpuCores, 2),
        fmt(s.peakRssMb),
      ]),
    ),
    "",
    `![capacity](${charts}/capacity.svg)`,
    "",
  ];
  fs.writeFileSync(
    path.join(dir, "capacity.svg"),
    lineChart({
      title: "Due-date morning: latency by subscribers at once",
      unit: "ms (all requests)",
      xLabel: "virtual subscribers at once",
      series: [
        { name: "p95", points: f.stages.map((s) => [s.users, s.p95]) },
        { name: "p50", points: f.stages.map((s) => [s.users, s.p50]) },
      ],
    }),
  );
  if (f.peak) {
    const perCoreHour = f.peak.visitsPerHour / Math.max(f.peak.serverCpuCores, 0.01);
    const peakShare = 0.02;
    lines.push(
      `**Highest load with p95 ≤ 1 s and no error: ${f.peak.users} subscribers at once**, ${fmt(f.peak.rps, 1)} req/s, p95 ${fmt(f.peak.p95)} ms, ${fmt(f.peak.visitsPerHour)} visits per hour, the server using ${fmt(f.peak.serverCpuCores, 2)} cores, peak RSS ${fmt(f.peak.peakRssMb)} MB (goal ≤ 300 MB: ${yes(f.peak.peakRssMb <= 300)}).`,
      "",
      `Per core: ${fmt(f.peak.visitsPerHour)} visits/h ÷ ${fmt(f.peak.serverCpuCores, 2)} cores of server CPU = **${fmt(perCoreHour)} subscribers served per core per hour** at the peak (one visit = one subscriber; ${fmt(f.peak.visitsPerHour / m.cores)} per machine core if the whole machine is counted).`,
      "",
      "Assumptions: a provider's peak hour is the morning of a due date; about 1 in 5 of its subscribers has that due date, about 40 % of those pay through the portal or the SMS link that day, and a quarter of that day's visits fall in the busiest hour: so about " +
        `${peakShare * 100} % of the base opens the portal in the peak hour. One core then serves a base of about **${fmt(perCoreHour / peakShare)} subscribers** (${fmt(perCoreHour)} ÷ ${peakShare}). The stages end when p95 passes 1 s; the server never reaches its own CPU limit before that when the machine is shared (the load generator and PostgreSQL take the rest).`,
      "",
    );
  } else lines.push("No stage met p95 ≤ 1 s without errors.", "");
  if (f.profile) {
    const p = f.profile;
    lines.push(
      `### CPU profile of the hottest route: ${p.route}`,
      "",
      `The route with the most server time in the last passing stage, loaded alone (10 connections, 15 s, upstream ${m.upstreamLatencyMs} ms: ${fmt(p.load.rps, 1)} req/s, p50 ${fmt(p.load.p50)} ms, p95 ${fmt(p.load.p95)} ms, ${p.load.errors} errors) with \`node --cpu-prof\` on the server; the profile is bench/out/hottest-route.cpuprofile. Self time, share of the busy (non-idle) time:`,
      "",
      table(
        ["where", "self ms", "share"],
        p.origins.slice(0, 10).map((o) => [o.origin, fmt(o.selfMs), `${fmt(o.share * 100, 1)} %`]),
      ),
      "",
      table(
        ["function", "file", "self ms", "share"],
        p.functions.map((fn) => [`\`${fn.name}\``, fn.where ? `\`${fn.where}\`` : "", fmt(fn.selfMs), `${fmt(fn.share * 100, 1)} %`]),
      ),
      "",
    );
  }
  return lines;
}

function growthSection(r: Record<GrowthFigures>, charts: string, dir: string): string[] {
  const f = r.figures;
  const lines = [
    "## 3. Growth",
    "",
    `Server time per request (median of ${f.requestsPerPoint} requests one after another, after 3 unmeasured), upstream latency ${f.upstreamLatencyMs} ms so the server's own work shows. Titles: bench subscribers in the SGP sandbox with 12, 120 and 600 titles, half open; notifications: 100 and 10 000 rows (half unread); stored: invoice_tokens and pix_charges filled with generate_series.`,
    "",
  ];
  const groups = [...new Set(f.curves.map((c) => c.sizeLabel))];
  for (const [index, group] of groups.entries()) {
    const curves = f.curves.filter((c) => c.sizeLabel === group);
    lines.push(
      table(
        [group, ...curves.map((c) => `${c.name} median / p90 ms`)],
        curves[0]!.points.map((p, i) => [
          String(p.size),
          ...curves.map((c) => `${fmt(c.points[i]?.median, 1)} / ${fmt(c.points[i]?.p90, 1)}`),
        ]),
      ),
      "",
      `Grows no faster than logarithmically (last ÷ first within the ratio of the sizes' logarithms, +25 % for noise): ${curves.map((c) => `${c.name} ${yes(growsAtMostLog(c.points.map((p) => [p.size, p.median])))}`).join("; ")}.`,
      "",
      `![growth: ${group}](${charts}/growth-${index + 1}.svg)`,
      "",
    );
    fs.writeFileSync(
      path.join(dir, `growth-${index + 1}.svg`),
      lineChart({
        title: `Server time per request by ${group}`,
        unit: "ms (median)",
        xLabel: `${group} (log scale)`,
        logX: true,
        series: curves.map((c) => ({ name: c.name, points: c.points.map((p) => [Math.max(p.size, 1), p.median]) })),
      }),
    );
  }
  return lines;
}

function lighthouseSection(r: Record<LighthouseFigures>): string[] {
  const f = r.figures;
  return [
    "## 4. Lighthouse (mobile preset)",
    "",
    `Lighthouse ${lighthouseVersion()} with its default mobile preset (simulated throttling), median of ${f.runs} runs per page, upstream latency 0; logged-in pages with Maria's session cookie, /fatura/{token} with a new link per run.`,
    "",
    table(
      ["page", "performance", "accessibility", "best practices", "LCP ms", "TBT ms", "CLS", "JS KB", "goals (≥ 95 / 100 / 100)"],
      f.results.map((x) => [
        x.page,
        String(x.performance),
        String(x.accessibility),
        String(x.bestPractices),
        fmt(x.lcpMs),
        fmt(x.tbtMs),
        fmt(x.cls, 3),
        fmt(x.jsKb),
        yes(x.performance >= 95 && x.accessibility === 100 && x.bestPractices === 100),
      ]),
    ),
    "",
    ...f.results.filter((x) => x.failing.length).map((x) => `- ${x.page}: audits below full score in some run: ${x.failing.join(", ")}.`),
    "",
  ];
}

function lighthouseVersion(): string {
  try {
    return (
      JSON.parse(fs.readFileSync(path.resolve(import.meta.dirname, "../../node_modules/lighthouse/package.json"), "utf8")) as {
        version: string;
      }
    ).version;
  } catch {
    return "?";
  }
}

/** bench/NOTES.md, written by hand about the committed run (what the figures mean, what was going on), if there is one. */
function notes(benchDir: string): string[] {
  const file = path.join(benchDir, "NOTES.md");
  return fs.existsSync(file) ? [fs.readFileSync(file, "utf8").trim(), ""] : [];
}

export function writeReport(options: { out: string; benchDir: string }): string {
  const charts = path.join(options.benchDir, "charts");
  fs.mkdirSync(charts, { recursive: true });
  const journeys = read<JourneyFigures>(options.out, "journeys");
  const capacity = read<CapacityFigures>(options.out, "capacity");
  const growth = read<GrowthFigures>(options.out, "growth");
  const lighthouse = read<LighthouseFigures>(options.out, "lighthouse");
  if (journeys) journeyCharts(journeys, charts);

  const goals: string[][] = journeys ? journeyGoals(journeys) : [["Journeys", "not measured", "-"]];
  if (capacity?.figures.peak)
    goals.push([
      "Server RSS at the highest passing load ≤ 300 MB (PostgreSQL)",
      `${fmt(capacity.figures.peak.peakRssMb)} MB`,
      yes(capacity.figures.peak.peakRssMb <= 300),
    ]);
  if (growth)
    for (const c of growth.figures.curves)
      goals.push([
        `Growth of ${c.name} with ${c.sizeLabel}: flat or logarithmic`,
        c.points.map((p) => `${p.size}: ${fmt(p.median, 1)} ms`).join(", "),
        yes(growsAtMostLog(c.points.map((p) => [p.size, p.median]))),
      ]);
  if (lighthouse)
    for (const x of lighthouse.figures.results)
      goals.push([
        `Lighthouse ${x.page}: ≥ 95 / 100 / 100`,
        `${x.performance} / ${x.accessibility} / ${x.bestPractices}`,
        yes(x.performance >= 95 && x.accessibility === 100 && x.bestPractices === 100),
      ]);

  const lines = [
    "# Benchmark results",
    "",
    "Written by `npm run bench` (bench/run.ts; see bench/README.md) from the latest figures of each part in bench/out/. Timings are measurements, never pass/fail tests.",
    "",
    "## Machine, commit and date",
    "",
    // The conditions given to this report, else those recorded with the parts' figures.
    ...machine(
      process.env.BENCH_CONDITIONS ?? [journeys, capacity, growth, lighthouse].find((r) => r?.conditions)?.conditions ?? undefined,
    ),
    partLine(journeys, "Journeys", journeys?.figures.date),
    partLine(capacity, "Capacity", capacity?.figures.date),
    partLine(growth, "Growth", growth?.figures.date),
    partLine(lighthouse, "Lighthouse", lighthouse?.figures.date),
    "",
    ...notes(options.benchDir),
    "## Goals",
    "",
    table(["goal", "measured", "holds"], goals),
    "",
    ...(journeys ? journeysSection(journeys, "charts") : ["## 1. Journeys", "", "Not measured.", ""]),
    ...(capacity ? capacitySection(capacity, "charts", charts) : ["## 2. Capacity", "", "Not measured.", ""]),
    ...(growth ? growthSection(growth, "charts", charts) : ["## 3. Growth", "", "Not measured.", ""]),
    ...(lighthouse ? lighthouseSection(lighthouse) : ["## 4. Lighthouse", "", "Not measured.", ""]),
  ];
  const file = path.join(options.benchDir, "RESULTS.md");
  fs.writeFileSync(file, `${lines.join("\n").replace(/\n{3,}/g, "\n\n")}\n`);
  return file;
}
