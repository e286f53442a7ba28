import "server-only";
import type { Context } from "@opentelemetry/api";
import type { ReadableSpan, Span, SpanProcessor } from "@opentelemetry/sdk-trace";
import { scrubText } from "@/lib/platform/log/redaction";
import { STATIC_ROUTE, UNMATCHED_ROUTE } from "./routes";

/*
 * Spans go to a tracing vendor, so they get the log's rules (lib/platform/log/redaction.ts) before they leave.
 * Next.js writes the raw request target (`/cpf/<CPF>`, `/fatura/<token>`, the PIX webhook's
 * `?hmac=` secret) into `http.target`, and its fetch spans carry the full upstream URL (the SGP's
 * `app` and `token` in GET query strings, Efí txids) in their name and `http.url`. This processor,
 * in front of the exporting one, rewrites every span while it is still open:
 *
 * - a path attribute becomes the path's route pattern (`/fatura/[token]`), without the query;
 * - a URL attribute keeps only its origin, a query attribute is dropped;
 * - names, other text attributes, events and status messages are scrubbed like log text, and a
 *   path in them that a dynamic route answers is replaced by its pattern;
 * - Next.js's fetch spans are dropped (NEXT_OTEL_FETCH_DISABLED=1 also stops them at the source):
 *   every upstream call already has its own span with the URL's template (lib/platform/upstream/http.ts).
 */
const PATH_ATTRIBUTES = new Set(["http.target", "url.path"]);
const URL_ATTRIBUTES = new Set(["http.url", "url.full"]);
const DROPPED_ATTRIBUTES = new Set(["url.query"]);
/** Next.js's span types of a `fetch` made while rendering (next/dist/server/lib/trace/constants). */
const FETCH_SPAN_TYPES = new Set(["AppRender.fetch", "NextNodeServer.internalFetch"]);
const URL_IN_TEXT = /\bhttps?:\/\/[^\s"'<>]+/g;
const QUERY_IN_TEXT = /\?[^\s"'<>]*/g;
const PATH_IN_TEXT = /(?<![\w.:/])\/[\w\-./%[\]]+/g;

export class PrivateSpanProcessor implements SpanProcessor {
  private readonly scrub: (text: string) => string;

  constructor(
    private readonly exporting: SpanProcessor,
    private readonly routeOf: (pathname: string) => string,
  ) {
    this.scrub = spanTextScrubber(routeOf);
  }

  onStart(span: Span, parentContext: Context): void {
    this.exporting.onStart(span, parentContext);
  }

  onEnding(span: Span): void {
    scrubSpan(span, this.routeOf, this.scrub);
    this.exporting.onEnding?.(span);
  }

  onEnd(span: ReadableSpan): void {
    if (!isFetchSpan(span)) this.exporting.onEnd(span);
  }

  forceFlush(): Promise<void> {
    return this.exporting.forceFlush();
  }

  shutdown(): Promise<void> {
    return this.exporting.shutdown();
  }
}

export const isFetchSpan = (span: ReadableSpan) => FETCH_SPAN_TYPES.has(String(span.attributes["next.span_type"]));

/** Span text without URLs' paths, queries, a dynamic route's values or personal values. */
function spanTextScrubber(routeOf: (pathname: string) => string): (text: string) => string {
  // A path no route answers (a stack frame's file) stays as it is.
  const patternOf = (path: string) => {
    const route = routeOf(path);
    return route === UNMATCHED_ROUTE || route === STATIC_ROUTE ? path : route;
  };
  return (text) => scrubText(text.replace(URL_IN_TEXT, originOf).replace(QUERY_IN_TEXT, "").replace(PATH_IN_TEXT, patternOf));
}

function scrubSpan(span: Span, routeOf: (pathname: string) => string, scrubSpanText: (text: string) => string): void {
  span.updateName(scrubSpanText(span.name));
  const attributes = span.attributes as Record<string, unknown>;
  for (const [key, value] of Object.entries(attributes)) {
    if (DROPPED_ATTRIBUTES.has(key)) delete attributes[key];
    else if (PATH_ATTRIBUTES.has(key)) attributes[key] = routeOf(pathOf(String(value)));
    else if (URL_ATTRIBUTES.has(key)) attributes[key] = originOf(String(value));
    else if (typeof value === "string") attributes[key] = scrubSpanText(value);
  }
  for (const event of span.events) {
    const eventAttributes = (event.attributes ?? {}) as Record<string, unknown>;
    for (const [key, value] of Object.entries(eventAttributes)) {
      if (typeof value === "string") eventAttributes[key] = scrubSpanText(value);
    }
  }
  if (span.status.message) span.setStatus({ ...span.status, message: scrubSpanText(span.status.message) });
}

function pathOf(target: string): string {
  try {
    return new URL(target, "http://localhost").pathname;
  } catch {
    return "/";
  }
}

function originOf(url: string): string {
  try {
    return new URL(url).origin;
  } catch {
    return "[mascarado]";
  }
}
