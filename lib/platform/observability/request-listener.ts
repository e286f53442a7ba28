import "server-only";
import { subscribe } from "node:diagnostics_channel";
import type { IncomingMessage, ServerResponse } from "node:http";
import { BRAND_HEADER, REQUEST_ID_HEADER } from "@/lib/platform/request/headers";
import { requestIdFrom } from "@/lib/platform/request/id";
import { logFinishedRequest } from "@/lib/platform/request/log";
import { routeOf as appRouteOf } from "./routes";

/*
 * Every request of the server's node:http server, pages, route handlers and static files alike:
 * Node publishes its start on a diagnostics channel before Next.js sees it. It gets its request
 * id there (X-Request-Id on the request, for proxy.ts and the pages, and on the response), and
 * its log line and metrics when the response has ended, with the status and duration that only
 * then exist. Installed once per process by instrumentation.ts.
 */
const installed = Symbol.for("central-do-assinante.request-listener");
const globals = globalThis as typeof globalThis & { [installed]?: true };

type RequestStart = { request: IncomingMessage; response: ServerResponse };

export function listenToRequests(routeOf: (pathname: string) => string = appRouteOf): void {
  if (globals[installed]) return;
  globals[installed] = true;
  subscribe("http.server.request.start", (message) => {
    const { request, response } = message as RequestStart;
    const started = performance.now();
    const requestId = requestIdFrom(request.headers[REQUEST_ID_HEADER]);
    request.headers[REQUEST_ID_HEADER] = requestId;
    response.setHeader(REQUEST_ID_HEADER, requestId);
    response.once("close", () => {
      const brand = request.headers[BRAND_HEADER];
      logFinishedRequest({
        requestId,
        method: request.method ?? "GET",
        route: routeOf(pathOf(request.url)),
        status: response.statusCode,
        durationMs: performance.now() - started,
        brand: typeof brand === "string" ? brand : undefined,
        aborted: !response.writableFinished,
      });
    });
  });
}

function pathOf(url: string | undefined): string {
  try {
    return new URL(url ?? "/", "http://localhost").pathname;
  } catch {
    return "/";
  }
}
