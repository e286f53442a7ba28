import http from "node:http";
import type { AddressInfo } from "node:net";

/**
 * The small HTTP kit both sandboxes are built on: routing, body parsing
 * (form-urlencoded, multipart, JSON), added latency, fault injection, a call
 * log, and control endpoints under /__sandbox/ for tests and benchmarks.
 */

export type SandboxRequest = {
  method: string;
  path: string;
  params: Record<string, string>;
  query: URLSearchParams;
  headers: http.IncomingHttpHeaders;
  /** Parsed body: JSON value, or an object of form fields (repeated fields become arrays). */
  body: unknown;
  rawBody: Buffer;
};

export type SandboxResponse = {
  status?: number;
  json?: unknown;
  body?: string | Buffer;
  contentType?: string;
  headers?: Record<string, string>;
};

export type Handler = (req: SandboxRequest) => SandboxResponse | Promise<SandboxResponse>;

export type Route = { method: string; pattern: string; handler: Handler };

/**
 * What a route should do instead of answering: a 5xx, malformed JSON, never answering,
 * `lost`: do the work (a charge is created, a ticket opened) and then drop the connection,
 * as when the answer is lost on the way back, `echo`: refuse with a 400 whose message
 * repeats the request it received, as some upstreams' validation errors do, or `html404`:
 * answer as a server without that module does, a 404 HTML page (the SGP of a provider that
 * lacks it, docs/SGP-ENDPOINTS.md §1). A fault's key may end in `*` to cover every path under it.
 */
export type Fault = "500" | "503" | "hang" | "badjson" | "lost" | "echo" | "html404";
const FAULTS: readonly Fault[] = ["500", "503", "hang", "badjson", "lost", "echo", "html404"];

/** A request as an API route of a sandbox received it (control routes aside), for observers. */
export type ObservedRequest = {
  sandbox: string;
  method: string;
  path: string;
  query: URLSearchParams;
  headers: http.IncomingHttpHeaders;
  body: unknown;
};

/**
 * Called with every API request any in-process sandbox receives. Tests use it to compare what
 * the portal's clients send with docs/UPSTREAMS.md §5 (tests/support/upstream-calls.ts).
 */
export const requestObservers = new Set<(request: ObservedRequest) => void>();

export type CallRecord = { method: string; path: string; at: number; status: number };

export type SandboxOptions = {
  name: string;
  port: number;
  host?: string;
  latencyMs?: number;
  /** Initial faults, "METHOD /path=fault" or "/path=fault" separated by commas. */
  faults?: string;
  routes: Route[];
  /** Restores the dataset to its initial state (POST /__sandbox/reset). */
  reset?: () => void;
  /** Extra control routes (under /__sandbox/), such as marking a charge paid. */
  controlRoutes?: Route[];
  /** The answer to a path no route matches, as the real upstream gives it (default: a JSON 404). */
  notFound?: (req: { method: string; path: string }) => SandboxResponse;
};

export type RunningSandbox = {
  url: string;
  port: number;
  calls: CallRecord[];
  setFault(key: string, fault: Fault | null): void;
  setLatency(ms: number): void;
  close(): Promise<void>;
};

export function parseFaults(spec: string | undefined): Map<string, Fault> {
  const faults = new Map<string, Fault>();
  for (const item of (spec ?? "")
    .split(",")
    .map((s) => s.trim())
    .filter(Boolean)) {
    const eq = item.lastIndexOf("=");
    if (eq < 0) continue;
    const fault = item.slice(eq + 1).trim() as Fault;
    if (!FAULTS.includes(fault)) continue;
    faults.set(item.slice(0, eq).trim(), fault);
  }
  return faults;
}

function matchPattern(pattern: string, path: string): Record<string, string> | null {
  const a = pattern.split("/");
  const b = path.split("/");
  if (a.length !== b.length) return null;
  const params: Record<string, string> = {};
  for (let i = 0; i < a.length; i++) {
    const seg = a[i]!;
    if (seg.startsWith(":")) params[seg.slice(1)] = decodeURIComponent(b[i]!);
    else if (seg !== b[i]) return null;
  }
  return params;
}

/** The fault set for this route: exact keys first, then the longest `prefix*` key that covers the path. */
function faultFor(faults: Map<string, Fault>, method: string, pattern: string | undefined, path: string): Fault | undefined {
  const exact = [`${method} ${pattern ?? path}`, pattern ?? path, `${method} ${path}`, path];
  for (const key of exact) {
    const fault = faults.get(key);
    if (fault) return fault;
  }
  let best: { length: number; fault: Fault } | undefined;
  for (const [key, fault] of faults) {
    if (!key.endsWith("*")) continue;
    const [keyMethod, keyPath] = key.includes(" ") ? key.split(" ", 2) : [undefined, key];
    const prefix = keyPath!.slice(0, -1);
    if ((keyMethod === undefined || keyMethod === method) && path.startsWith(prefix) && prefix.length >= (best?.length ?? 0)) {
      best = { length: prefix.length, fault };
    }
  }
  return best?.fault;
}

/** The page a web server without the route answers (Django's, as the SGP shows it). */
export function htmlNotFound(path: string): SandboxResponse {
  const safe = path.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
  return {
    status: 404,
    contentType: "text/html; charset=utf-8",
    body: `<!DOCTYPE html>\n<html lang="en"><head><meta charset="utf-8"><title>Not Found</title></head><body><h1>Not Found</h1><p>The requested resource ${safe} was not found on this server.</p></body></html>\n`,
  };
}

function formToObject(params: URLSearchParams): Record<string, string | string[]> {
  const out: Record<string, string | string[]> = {};
  for (const [key, value] of params) {
    const name = key.endsWith("[]") ? key.slice(0, -2) : key;
    const prev = out[name];
    if (prev === undefined) out[name] = key.endsWith("[]") ? [value] : value;
    else out[name] = Array.isArray(prev) ? [...prev, value] : [prev, value];
  }
  return out;
}

function parseMultipart(raw: Buffer, contentType: string): Record<string, string | string[]> {
  const boundary = /boundary=(?:"([^"]+)"|([^;]+))/.exec(contentType);
  const params = new URLSearchParams();
  if (!boundary) return {};
  const marker = `--${boundary[1] ?? boundary[2]}`;
  for (const part of raw.toString("utf8").split(marker)) {
    const match = /name="([^"]+)"[^\r\n]*\r\n(?:[^\r\n]+\r\n)*\r\n([\s\S]*)\r\n$/.exec(part);
    if (match) params.append(match[1]!, match[2]!);
  }
  return formToObject(params);
}

export function parseBody(raw: Buffer, contentType: string | undefined): unknown {
  if (raw.length === 0) return {};
  const type = (contentType ?? "").toLowerCase();
  if (type.includes("multipart/form-data")) return parseMultipart(raw, type);
  const text = raw.toString("utf8");
  if (type.includes("application/json") || /^\s*[[{]/.test(text)) {
    try {
      return JSON.parse(text);
    } catch {
      return { __invalid_json: true };
    }
  }
  return formToObject(new URLSearchParams(text));
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export async function startSandbox(options: SandboxOptions): Promise<RunningSandbox> {
  const faults = parseFaults(options.faults);
  let latencyMs = options.latencyMs ?? 0;
  const calls: CallRecord[] = [];
  const hanging = new Set<http.ServerResponse>();

  const control: Route[] = [
    { method: "GET", pattern: "/__sandbox/calls", handler: () => ({ json: calls }) },
    {
      method: "DELETE",
      pattern: "/__sandbox/calls",
      handler: () => {
        calls.length = 0;
        return { json: { ok: true } };
      },
    },
    {
      method: "POST",
      pattern: "/__sandbox/reset",
      handler: () => {
        options.reset?.();
        faults.clear();
        calls.length = 0;
        return { json: { ok: true } };
      },
    },
    {
      // Body: { "route": "POST /api/ura/titulos/", "fault": "500" | "hang" | "badjson" | "lost" | "echo" | null }
      method: "POST",
      pattern: "/__sandbox/faults",
      handler: (req) => {
        const { route, fault } = (req.body ?? {}) as { route?: string; fault?: Fault | null };
        if (!route) return { status: 400, json: { error: "route obrigatório" } };
        if (fault) faults.set(route, fault);
        else faults.delete(route);
        return { json: { ok: true, faults: Object.fromEntries(faults) } };
      },
    },
    {
      method: "POST",
      pattern: "/__sandbox/latency",
      handler: (req) => {
        latencyMs = Number((req.body as { ms?: number }).ms ?? 0);
        return { json: { ok: true, latencyMs } };
      },
    },
    ...(options.controlRoutes ?? []),
  ];

  const server = http.createServer(async (incoming, outgoing) => {
    const chunks: Buffer[] = [];
    for await (const chunk of incoming) chunks.push(chunk as Buffer);
    const rawBody = Buffer.concat(chunks);
    const url = new URL(incoming.url ?? "/", "http://sandbox.local");
    const method = (incoming.method ?? "GET").toUpperCase();
    const isControl = url.pathname.startsWith("/__sandbox/");

    const routes = isControl ? control : options.routes;
    let params: Record<string, string> | null = null;
    const route = routes.find((r) => r.method === method && (params = matchPattern(r.pattern, url.pathname)));
    const body = parseBody(rawBody, incoming.headers["content-type"]);
    if (!isControl) {
      const observed = { sandbox: options.name, method, path: url.pathname, query: url.searchParams, headers: incoming.headers, body };
      for (const observe of requestObservers) observe(observed);
    }

    if (!isControl && latencyMs > 0) await sleep(latencyMs);

    const send = (res: SandboxResponse) => {
      const status = res.status ?? 200;
      if (!isControl) calls.push({ method, path: url.pathname, at: Date.now(), status });
      const body = res.json !== undefined ? JSON.stringify(res.json) : (res.body ?? "");
      outgoing.writeHead(status, {
        "content-type": res.json !== undefined ? "application/json; charset=utf-8" : (res.contentType ?? "text/plain"),
        ...res.headers,
      });
      outgoing.end(body);
    };

    const fault = isControl ? undefined : faultFor(faults, method, route?.pattern, url.pathname);
    if (fault === "hang") {
      calls.push({ method, path: url.pathname, at: Date.now(), status: 0 });
      hanging.add(outgoing);
      outgoing.on("close", () => hanging.delete(outgoing));
      return;
    }
    if (fault === "500" || fault === "503") return send({ status: Number(fault), json: { error: "falha simulada" } });
    if (fault === "badjson") return send({ status: 200, body: '{"truncado": ', contentType: "application/json" });
    if (fault === "echo") {
      // Both Efí error shapes: the PIX API's {nome, mensagem}, the charges API's {error, error_description}.
      const message = `dados recusados: ${rawBody.toString("utf8").slice(0, 2000)}`;
      return send({
        status: 400,
        json: { nome: "dados_recusados", mensagem: message, error: "validation_error", error_description: message },
      });
    }

    if (fault === "html404") return send(htmlNotFound(url.pathname));

    if (!route) {
      const answer = !isControl && options.notFound ? options.notFound({ method, path: url.pathname }) : undefined;
      return send(answer ?? { status: 404, json: { error: "rota não encontrada", path: url.pathname } });
    }
    try {
      const res = await route.handler({
        method,
        path: url.pathname,
        params: params ?? {},
        query: url.searchParams,
        headers: incoming.headers,
        body,
        rawBody,
      });
      if (fault === "lost") {
        calls.push({ method, path: url.pathname, at: Date.now(), status: 0 });
        outgoing.socket?.destroy();
        return;
      }
      send(res);
    } catch (error) {
      send({ status: 500, json: { error: error instanceof Error ? error.message : String(error) } });
    }
  });

  // Idle connections outlive the client's own keep-alive (undici's: the server's hint less 2 s), so
  // the client always closes first: a request never meets a socket the server is closing (a read
  // ECONNRESET when a test waited a few seconds between two calls on a loaded machine).
  server.keepAliveTimeout = 65_000;
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(options.port, options.host ?? "127.0.0.1", resolve);
  });
  const port = (server.address() as AddressInfo).port;

  return {
    url: `http://${options.host ?? "127.0.0.1"}:${port}`,
    port,
    calls,
    setFault(key, fault) {
      if (fault) faults.set(key, fault);
      else faults.delete(key);
    },
    setLatency(ms) {
      latencyMs = ms;
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const res of hanging) res.destroy();
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
