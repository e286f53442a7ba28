/**
 * The operator's jobs as the deployed output runs them: `node jobs.mjs <job> [options]` beside
 * server.js (the standalone folder, the container image), with plain node: `npm run build`
 * bundles this file and every job it names into `.next/standalone/jobs.mjs` (scripts/build-commands.ts).
 * From a checkout, `npm run <job>` runs the same scripts with tsx. The image, the server and
 * the jobs therefore always come from one build (OPERATIONS.md, "Jobs").
 *
 * Adding a job is one line below: its name and the script that runs it, which parses its own
 * options from the command line after the job's name.
 */
const JOBS: Record<string, () => Promise<unknown>> = {
  "efi:webhook": () => import("./efi-webhook"),
  reminders: () => import("./reminders"),
  "payments:pending": () => import("./payments-pending"),
  "payments:settle": () => import("./payments-settle"),
  "outages:notify": () => import("./outages-notify"),
  notify: () => import("./notify"),
};

const [name] = process.argv.splice(2, 1);
const job = name ? JOBS[name] : undefined;
if (!job) {
  console.error(`Uso: node jobs.mjs <tarefa> [opções]\nTarefas: ${Object.keys(JOBS).join(", ")}`);
  process.exit(name === "--help" || name === "-h" ? 0 : 1);
}
await job();

export {};
