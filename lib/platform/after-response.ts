import "server-only";
import { after } from "next/server";

/**
 * Runs `task` once the response has been sent, with Next's after(): the answer never waits on
 * it and the server keeps it alive after the response ends. Outside a request (a script, the
 * reminders' scheduler) there is no response to wait for: it runs at once. `task` handles its
 * own failures.
 */
export function afterResponse(task: () => Promise<void>): void {
  try {
    after(task);
  } catch {
    void task();
  }
}
