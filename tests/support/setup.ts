import { afterAll, vi } from "vitest";

/*
 * Where tests meet the app's process-wide state, without hooks in production modules:
 * - the logs are silent unless LOG_LEVEL says otherwise (the commands the tests start inherit it);
 * - config() follows process.env (tests/support/app-config.ts);
 * - getDb() and pingDatabase() answer with the suite's database while one is in use
 *   (tests/support/app-database.ts, set by describeEachDatabase in tests/support/db.ts);
 * - whatever the portal sends the in-process SGP and Efí sandboxes during a test file must be
 *   listed in docs/UPSTREAMS.md §5 (tests/support/upstream-calls.ts), or the file fails.
 */

process.env.LOG_LEVEL ??= "silent";

vi.mock("@/lib/platform/config", async () => {
  const { configFollowingEnv } = await import("./app-config");
  // The start-up's reading too: the build's deployment id is a property of a production build.
  return { config: configFollowingEnv, startConfig: configFollowingEnv };
});

vi.mock("@/lib/vendors/db/client", async (importOriginal) => {
  const actual = await importOriginal<typeof import("@/lib/vendors/db/client")>();
  const { ping } = await import("@/lib/vendors/db/connect");
  const { appDatabase } = await import("./app-database");
  return {
    ...actual,
    getDb: () => {
      const database = appDatabase();
      return database ? Promise.resolve(database.db) : actual.getDb();
    },
    pingDatabase: (timeoutMs?: number) => {
      const database = appDatabase();
      return database ? ping(database, timeoutMs) : actual.pingDatabase(timeoutMs);
    },
  } satisfies typeof actual;
});

const portalRequests = await import("./upstream-calls").then((calls) => ({ calls, recording: calls.recordPortalRequests() }));

afterAll(() => {
  const { calls, recording } = portalRequests;
  recording.stop();
  const problems = recording.requests.length ? calls.unlistedParameters(recording.requests) : [];
  if (problems.length) throw new Error(`O portal fez chamadas que docs/UPSTREAMS.md §5 não lista:\n  ${problems.join("\n  ")}`);
});
