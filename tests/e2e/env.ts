import path from "node:path";

/** Secrets and folders of the browser-test server, so tests can mint sessions and call operator routes. */
export const E2E_AUTH_SECRET = "e2e-secret-e2e-secret-e2e-secret-0123456789";
export const E2E_NOTIFY_API_TOKEN = "e2e-notify-token-0123456789abcdef";
/**
 * A request carrying this header runs on the server with its clock moved forward by that many
 * milliseconds (tests/e2e/server-clock.mjs, preloaded into the test server only).
 */
export const E2E_CLOCK_HEADER = "x-e2e-clock-offset-ms";
export const E2E_DATA_DIR = path.resolve(".test-data", "e2e");
/** Everything the browser-test server writes (its logs at debug level and what Next.js prints), in order. */
export const E2E_SERVER_LOG = path.resolve(".test-data", "e2e-server.log");
