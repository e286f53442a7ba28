import "server-only";
import { log } from "@/lib/platform/log";

/** A feature's work that the server repeats on its own (instrumentation-node.ts starts them). */
export type ServerJob = {
  /** Started once per process under this name. */
  name: string;
  everyMs: number;
  /** What the log says when a run fails. */
  failure: string;
  run: () => Promise<void>;
};

const started = new Set<string>();

/**
 * Runs a job every `everyMs` inside this server (every instance may: each job keeps its own work
 * to one run across instances). The timer keeps no process alive; a run never overlaps the one
 * before it in this process (a slow upstream), and a failed run is logged, never thrown. Answers
 * whether this call started the job.
 */
export function repeatInServer(job: ServerJob): boolean {
  if (started.has(job.name)) return false;
  started.add(job.name);
  let running = false;
  const tick = async () => {
    if (running) return;
    running = true;
    try {
      await job.run();
    } catch (error) {
      log.error({ err: error }, job.failure);
    } finally {
      running = false;
    }
  };
  setInterval(() => void tick(), job.everyMs).unref();
  return true;
}
