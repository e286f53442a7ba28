import "server-only";
import type { Instrumentation } from "next";
import { log } from "@/lib/platform/log";
import { REQUEST_ID_HEADER } from "@/lib/platform/request/headers";

type Report = Parameters<Instrumentation.onRequestError>;

/** instrumentation.ts's onRequestError: what failed where, with no path, query or personal data. */
export function reportRequestError(error: Report[0], request: Report[1], context: Report[2]): void {
  const requestId = request.headers[REQUEST_ID_HEADER];
  log.error(
    {
      route: context.routePath,
      routeType: context.routeType,
      method: request.method,
      ...(typeof requestId === "string" && { requestId }),
      ...(context.renderSource && { renderSource: context.renderSource }),
      err: error,
    },
    "erro no servidor",
  );
}
