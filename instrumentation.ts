import type { Instrumentation } from "next";

/**
 * Runs once when the server starts (instrumentation-node.ts); the Edge runtime has nothing to check.
 * The Node.js part is imported under the guard so the Edge bundle leaves it out.
 */
export async function register() {
  if (process.env.NEXT_RUNTIME === "nodejs") await (await import("./instrumentation-node")).registerNode();
}

/**
 * A page, route handler, server action or the proxy threw: one log line with the route pattern
 * (never the path, which may hold a token or a document) and the error through the log's redaction.
 */
export const onRequestError: Instrumentation.onRequestError = async (error, request, context) => {
  if (process.env.NEXT_RUNTIME !== "nodejs") return;
  const { reportRequestError } = await import("@/lib/platform/observability/request-error");
  reportRequestError(error, request, context);
};
