/**
 * The User-Agent of every upstream call: names the portal in the upstream's logs, and lets the
 * sandboxes tell its calls from a test's own (tests/support/upstream-calls.ts).
 */
export const PORTAL_USER_AGENT = "central-do-assinante";
