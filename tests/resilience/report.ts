import os from "node:os";
import type { CrashCheck } from "./crash";
import type { FaultResult } from "./faults";
import type { LostAnswerCheck } from "./lost-answers";
import { CARELESS_PRODUCTION, type AuditResult, type StartRefusal, type SuiteRun } from "./safety";
import type { SoakResult } from "./soak";
import type { WriteCheck } from "./writes";

export type SharedChecks = { sessionShared: boolean; wrongAttempts: number; rateLimitShared: boolean };
export type SoakWritesCheck = { name: string; acknowledged: number; lost: number };

const mark = (ok: boolean) => (ok ? "ok" : "**FALHOU**");
const sum = <T>(items: T[], of: (item: T) => number) => items.reduce((total, item) => total + of(item), 0);

/** tests/resilience/RESULTS.md: each resilience goal with its figure, and whether it held. */
export function renderResults(r: {
  date: Date;
  shared: SharedChecks;
  writes: WriteCheck[];
  lostAnswers: LostAnswerCheck[];
  crash: CrashCheck;
  faults: FaultResult[];
  soaks: SoakResult[];
  soakWrites: SoakWritesCheck[];
  healthyAfter: boolean;
  soakSeconds: number;
  dbDownSeconds: number;
  suites: SuiteRun[];
  refusal: StartRefusal;
  audit: AuditResult;
}): { markdown: string; passed: boolean } {
  const outcomes: boolean[] = [];
  const track = (ok: boolean) => (outcomes.push(ok), mark(ok));
  const lines: string[] = [
    "# Resilience results",
    "",
    `Last run: ${r.date.toISOString()} by \`npm run test:resilience\` (scripts/test-resilience.ts) on ${os.cpus().length} × ${os.cpus()[0]?.model ?? "CPU"}, ${Math.round(os.totalmem() / 2 ** 30)} GB, Node ${process.version}.`,
    "Two instances of one production build (`node server.js`, ports 9193 and 9194) on one PostgreSQL of the suite's own (`initdb`/`pg_ctl`, port 55433), same AUTH_SECRET, no sticky routing; the SGP and Efí sandboxes in the runner's process.",
    "",
    "## Two instances",
    "",
    "| item | figure | result |",
    "| --- | --- | --- |",
    `| session made on instance A is valid on instance B | login on A, dashboard on B | ${track(r.shared.sessionShared)} |`,
    `| login limit shared | ${r.shared.wrongAttempts} wrong passwords alternating A/B, then the right one on B is refused | ${track(r.shared.rateLimitShared)} |`,
    "",
    "## Concurrent writes through both instances (data lost: must be 0)",
    "",
    "| write | attempts (all at once) | expected | found | 5xx | lost | result |",
    "| --- | --- | --- | --- | --- | --- | --- |",
  ];
  for (const w of r.writes) {
    const lost = Math.max(0, w.expected - w.found);
    lines.push(
      `| ${w.name} | ${w.attempts} | ${w.expected} | ${w.found} | ${w.fiveXx} | ${lost} | ${track(w.found === w.expected && w.fiveXx === 0)} |`,
    );
  }

  lines.push(
    "",
    "## Gateway answer lost after it created the charge",
    "",
    "The Efí sandbox creates the charge and drops the connection (fault `lost`); the customer sees the spec's failure on instance A and retries on instance B.",
    "",
    "| charge | first answer | retry | charges at the gateway | retry got the lost charge | result |",
    "| --- | --- | --- | --- | --- | --- |",
  );
  for (const l of r.lostAnswers) {
    const ok = l.retryOk && l.chargesAtGateway === 1 && l.sameCharge;
    lines.push(
      `| ${l.name} | ${l.firstAnswer} | ${l.retryOk ? "ok" : "failed"} | ${l.chargesAtGateway} | ${l.sameCharge ? "yes" : "no"} | ${track(ok)} |`,
    );
  }

  const c = r.crash;
  lines.push(
    "",
    "## Process killed during a trust release",
    "",
    "The company asks on instance A; the SGP holds the promise release unanswered; A gets `kill -9` after saving the record. The record's age is then moved back an hour instead of waiting for it to go stale (5 min); the customer retries on instance B; A is started again.",
    "",
    "| item | figure | result |",
    "| --- | --- | --- |",
    `| record left by the killed process | ${c.statusAfterCrash ?? "none"} | ${track(c.statusAfterCrash === "processando")} |`,
    `| promise release in flight at the SGP when killed | ${c.promiseInFlightWhenKilled ? "yes, never answered" : "no"} | ${track(c.promiseInFlightWhenKilled)} |`,
    `| a retry while the record is fresh is told the month is used | ${c.refusedWhileFresh ? "yes" : "no"} | ${track(c.refusedWhileFresh)} |`,
    `| the retry after it went stale reconciles it | ${c.retryMessage}; record ${c.finalStatus ?? "none"} | ${track(c.finalStatus === "liberado")} |`,
    `| records for the company this month | ${c.records} | ${track(c.records === 1)} |`,
    `| promise releases the SGP acted on | ${c.promisesDone}; suspended service active: ${c.serviceReleased ? "yes" : "no"} | ${track(c.promisesDone === 1 && c.serviceReleased)} |`,
    `| killed instance started again, healthy | ${c.restartedInstance ? "yes" : "no"} | ${track(c.restartedInstance)} |`,
  );

  lines.push(
    "",
    "## Subscriber system faults (browser, instance A)",
    "",
    "Every read route of the SGP answers the fault (SGP_TIMEOUT_MS=2000 on the instances, so `hang` is a timeout); five logged-in pages are each opened twice (the second round is a customer reloading while the circuit breaker is open). The first view comes after the app's 5 s customer cache has expired. A page passes when it shows a failure message or a retry, or its content (the trust-release page reads no SGP data until asked), never a blank page, a stack trace or Next's error screen. The SGP calls column shows the circuit breaker: without it each view makes two to four calls, each retried once. Then the SGP heals and every page must show its content again without restarting anything.",
    "",
    "| fault | page views | explained | slowest view | SGP calls during the fault | recovered after healing | result |",
    "| --- | --- | --- | --- | --- | --- | --- |",
  );
  for (const f of r.faults) {
    const explained = f.pages.filter((p) => p.ok).length;
    const slowest = Math.max(...f.pages.map((p) => p.ms));
    const ok = explained === f.pages.length && f.recovered;
    lines.push(
      `| ${f.fault} | ${f.pageViewsDuringFault} | ${explained}/${f.pages.length} | ${slowest} ms | ${f.sgpCallsDuringFault} | ${f.recovered ? `${(f.recoveryMs / 1000).toFixed(1)} s` : "no"} | ${track(ok)} |`,
    );
    for (const p of f.pages.filter((page) => !page.ok)) lines.push(`|  | ${p.path}: ${p.why} | | | | | |`);
  }

  const total = sum(r.soaks, (s) => s.requests);
  const outage = {
    requests: sum(r.soaks, (s) => s.duringOutage.requests),
    unhandled: sum(r.soaks, (s) => s.duringOutage.unhandled),
    statuses: {} as Record<string, number>,
  };
  for (const s of r.soaks) for (const [k, v] of Object.entries(s.duringOutage.statuses)) outage.statuses[k] = (outage.statuses[k] ?? 0) + v;
  const fiveXxDuring = Object.entries(outage.statuses)
    .filter(([k]) => Number(k) >= 500)
    .reduce((n, [, v]) => n + v, 0);
  const fiveXxOutside = sum(r.soaks, (s) => s.fiveXx) - fiveXxDuring;
  const kinds = [...new Set(r.soaks.flatMap((s) => Object.keys(s.mix)))];
  lines.push(
    "",
    `## Soak: ${sum(r.soaks, (s) => s.connections)} simulated customers for ${r.soakSeconds} s across both instances, PostgreSQL stopped for ${r.dbDownSeconds} s`,
    "",
    "Each connection goes round the dashboard, invoices and services pages (four customers' sessions), a login, PIX generation for João's invoice, the public PIX check, a new suggestion (Maria) and a new ticket (Carlos), refused with the limit's message past their per-customer limits (lib/platform/rate-limit/policies.ts). A third of the way in, the suite stops its PostgreSQL (`pg_ctl stop -m fast`) and starts it again; nothing else is restarted.",
    "",
    "| instance | requests | statuses | 5xx | errors / timeouts | p50 | p95 | p99 |",
    "| --- | --- | --- | --- | --- | --- | --- | --- |",
  );
  for (const s of r.soaks) {
    const statuses = Object.entries(s.statuses)
      .map(([k, v]) => `${k}: ${v}`)
      .join(", ");
    lines.push(
      `| ${s.url} | ${s.requests} | ${statuses} | ${s.fiveXx} | ${s.errors} / ${s.timeouts} | ${s.p50.toFixed(0)} ms | ${s.p95.toFixed(0)} ms | ${s.p99.toFixed(0)} ms |`,
    );
  }
  lines.push("", "| request | sent | succeeded |", "| --- | --- | --- |");
  for (const kind of kinds) {
    lines.push(`| ${kind} | ${sum(r.soaks, (s) => s.mix[kind]?.sent ?? 0)} | ${sum(r.soaks, (s) => s.mix[kind]?.succeeded ?? 0)} |`);
  }
  const outageStatuses =
    Object.entries(outage.statuses)
      .map(([k, v]) => `${k}: ${v}`)
      .join(", ") || "none";
  lines.push(
    "",
    "| item | figure | result |",
    "| --- | --- | --- |",
    `| answers outside the outage | ${total - outage.requests} requests, ${fiveXxOutside} 5xx, ${sum(r.soaks, (s) => s.errors)} connection errors, ${sum(r.soaks, (s) => s.timeouts)} timeouts | ${track(fiveXxOutside === 0 && r.soaks.every((s) => s.errors === 0 && s.timeouts === 0))} |`,
    `| answers while the database was down: each one the app's own (a page, an action's message, a route's 503 with its message), never an unhandled error | ${outage.requests} requests (${outageStatuses}); unhandled: ${outage.unhandled} | ${track(outage.unhandled === 0)} |`,
    `| every write acknowledged is stored (data lost: 0) | ${r.soakWrites.map((w) => `${w.name}: ${w.acknowledged} acknowledged, ${w.lost} lost`).join("; ")} | ${track(r.soakWrites.every((w) => w.lost === 0 && w.acknowledged > 0))} |`,
    `| both instances healthy afterwards, no restart | ${r.healthyAfter ? "yes" : "no"} | ${track(r.healthyAfter)} |`,
  );

  lines.push(
    "",
    "## Hostile input, access control, CSRF",
    "",
    "| suite | tests passed | failed | notes | result |",
    "| --- | --- | --- | --- | --- |",
  );
  for (const s of r.suites)
    lines.push(`| ${s.name} | ${s.passed} | ${s.failed} | ${s.notes.join(", ") || "-"} | ${track(s.failed === 0 && s.passed > 0)} |`);

  // tests/unit/config-schema.test.ts has each rule.
  const missing = CARELESS_PRODUCTION.mustName.filter((name) => !r.refusal.named.includes(name));
  lines.push(
    "",
    "## Running as a real provider deployment",
    "",
    "| item | figure | result |",
    "| --- | --- | --- |",
    `| \`NODE_ENV=production node server.js\` with the demo defaults, no AUTH_SECRET, LOGIN_RULES=legacy, plain-HTTP addresses, a database without TLS and malformed values | exit code ${r.refusal.exitCode ?? "none (still running after 30 s)"}; named ${r.refusal.named.join(", ") || "nothing"}; served a request: ${r.refusal.served ? "yes" : "no"} | ${track(r.refusal.exitCode !== null && r.refusal.exitCode !== 0 && missing.length === 0 && !r.refusal.served)} |`,
  );
  // The audit needs the registry's advisory endpoint; where it cannot run, say so rather than pass or fail.
  if (r.audit.ran) {
    lines.push(
      `| \`npm audit --omit=dev\` | high ${r.audit.high}, critical ${r.audit.critical} (${r.audit.detail}) | ${track(r.audit.high === 0 && r.audit.critical === 0)} |`,
    );
  } else {
    lines.push(`| \`npm audit --omit=dev\` | could not run here: ${r.audit.detail} | not measured |`);
  }
  lines.push("");
  return { markdown: lines.join("\n"), passed: outcomes.every(Boolean) };
}
