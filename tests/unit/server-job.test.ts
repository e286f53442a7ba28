import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

/*
 * lib/platform/runtime/server-job.ts: the timer behind the payments' sweep, the settlement sweep
 * and the reminders, each module imported fresh as a server process starts with it.
 */
async function freshModules() {
  vi.resetModules();
  const { repeatInServer } = await import("@/lib/platform/runtime/server-job");
  const { log } = await import("@/lib/platform/log");
  return { repeatInServer, logged: vi.spyOn(log, "error").mockImplementation(() => undefined) };
}

describe("repeatInServer", () => {
  beforeEach(() => vi.useFakeTimers({ toFake: ["setInterval", "setTimeout"] }));
  afterEach(() => vi.useRealTimers());

  it("runs the job every interval on a timer that keeps no process alive, and only once per name", async () => {
    const { repeatInServer } = await freshModules();
    const setInterval = vi.spyOn(globalThis, "setInterval");
    const run = vi.fn(async () => undefined);
    expect(repeatInServer({ name: "sweep", everyMs: 1000, failure: "falhou", run })).toBe(true);
    expect(repeatInServer({ name: "sweep", everyMs: 1000, failure: "falhou", run })).toBe(false);
    expect(setInterval).toHaveBeenCalledTimes(1);
    expect((setInterval.mock.results[0]?.value as NodeJS.Timeout).hasRef()).toBe(false);

    expect(run).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(3000);
    expect(run).toHaveBeenCalledTimes(3);
  });

  it("skips a tick while the run before it is still going", async () => {
    const { repeatInServer } = await freshModules();
    // Each run takes 2.5 intervals (a slow upstream).
    const run = vi.fn(() => new Promise<void>((resolve) => setTimeout(resolve, 2500)));
    repeatInServer({ name: "slow", everyMs: 1000, failure: "falhou", run });

    await vi.advanceTimersByTimeAsync(3000);
    // Ticks at 1 s (starts), 2 s and 3 s (skipped: still running until 3.5 s).
    expect(run).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1000);
    // At 4 s the first run has ended: the next one starts.
    expect(run).toHaveBeenCalledTimes(2);
  });

  it("logs a failed run and runs again at the next tick", async () => {
    const { repeatInServer, logged } = await freshModules();
    const run = vi.fn().mockRejectedValueOnce(new Error("SGP fora do ar")).mockResolvedValue(undefined);
    repeatInServer({ name: "failing", everyMs: 1000, failure: "varredura falhou", run });

    await vi.advanceTimersByTimeAsync(1000);
    expect(logged).toHaveBeenCalledWith({ err: expect.any(Error) }, "varredura falhou");
    await vi.advanceTimersByTimeAsync(1000);
    expect(run).toHaveBeenCalledTimes(2);
    expect(logged).toHaveBeenCalledTimes(1);
  });
});
