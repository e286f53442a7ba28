import { BUILD_SECRET_SENTINELS } from "./build-secrets";

/**
 * The environment of `npm test`'s production build: the sentinel secrets, and a release as
 * production builds one (OPERATIONS.md, "Migrations and upgrades"): a deployment id, which a
 * production server refuses to start without, and the server actions' key, fresh for each run.
 */
export function testBuildEnv(actionsKey: string): Record<string, string> {
  return {
    NODE_ENV: "production",
    ...BUILD_SECRET_SENTINELS,
    NEXT_DEPLOYMENT_ID: "npm-test",
    NEXT_SERVER_ACTIONS_ENCRYPTION_KEY: actionsKey,
  };
}
