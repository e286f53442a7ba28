import { createHash } from "node:crypto";
import http from "node:http";
import path from "node:path";
import zlib from "node:zlib";
import { build } from "esbuild";
import { SGP_SANDBOX_DEFAULTS } from "../../sandbox/sgp/demo-customers";

/**
 * The old portal's architecture for the journey benchmark: the single-page app of ./app.tsx, bundled
 * and minified with esbuild, served as static files (gzipped, hashed script cached for good, the HTML
 * revalidated) on `port`; and on `proxyPort` a pass-through proxy to the sandboxes that adds CORS and
 * does nothing else (/sgp/... to the subscriber system, /efi/... to the gateway).
 */
export async function startReplica(options: {
  port: number;
  proxyPort: number;
  sgpUrl: string;
  efiUrl: string;
  /** Where the browser reaches the site and the proxy, when something (a timing relay) stands in front of them. */
  publicOrigin?: string;
  publicProxyOrigin?: string;
}) {
  const origin = options.publicOrigin ?? `http://127.0.0.1:${options.port}`;
  const proxyOrigin = options.publicProxyOrigin ?? `http://127.0.0.1:${options.proxyPort}`;
  const bundle = await build({
    entryPoints: [path.join(import.meta.dirname, "app.tsx")],
    bundle: true,
    minify: true,
    write: false,
    format: "esm",
    target: "es2022",
    jsx: "automatic",
    define: {
      "process.env.NODE_ENV": '"production"',
      REPLICA: JSON.stringify({
        proxy: proxyOrigin,
        sgp: { app: SGP_SANDBOX_DEFAULTS.app, token: SGP_SANDBOX_DEFAULTS.token },
        efi: { clientId: "demo-client", clientSecret: "demo-secret", pixKey: "pix@provedor.example" },
      }),
    },
  });
  const script = Buffer.from(bundle.outputFiles[0]!.contents);
  const scriptPath = `/assets/app-${createHash("sha256").update(script).digest("hex").slice(0, 12)}.js`;
  const html = Buffer.from(
    `<!doctype html><html lang="pt-BR"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">` +
      `<title>Central do Assinante</title><script type="module" src="${scriptPath}"></script></head><body><div id="root"></div></body></html>`,
  );
  const files = {
    script: { body: zlib.gzipSync(script), type: "text/javascript", cache: "public, max-age=31536000, immutable" },
    html: { body: zlib.gzipSync(html), type: "text/html; charset=utf-8", cache: "no-cache" },
  };

  const site = http.createServer((req, res) => {
    const file = req.url === scriptPath ? files.script : files.html;
    res.writeHead(200, {
      "content-type": file.type,
      "content-encoding": "gzip",
      "cache-control": file.cache,
      "content-length": file.body.length,
    });
    res.end(file.body);
  });

  const cors = {
    "access-control-allow-origin": origin,
    "access-control-allow-methods": "GET, POST, PUT, OPTIONS",
    "access-control-max-age": "7200",
  };
  const proxy = http.createServer((req, res) => {
    if (req.method === "OPTIONS") {
      // Whatever headers the page asks to send (the phone's context adds X-Forwarded-For to every request).
      res.writeHead(204, {
        ...cors,
        "access-control-allow-headers": req.headers["access-control-request-headers"] ?? "authorization, content-type",
      });
      return res.end();
    }
    const match = /^\/(sgp|efi)(\/.*)$/.exec(req.url ?? "");
    if (!match) {
      res.writeHead(404, cors);
      return res.end();
    }
    const target = new URL(match[2]!, match[1] === "sgp" ? options.sgpUrl : options.efiUrl);
    const headers = { ...req.headers, host: target.host };
    delete headers.origin;
    const upstream = http.request(target, { method: req.method, headers }, (answer) => {
      res.writeHead(answer.statusCode ?? 502, { ...answer.headers, ...cors });
      answer.pipe(res);
    });
    upstream.on("error", () => {
      res.writeHead(502, cors);
      res.end();
    });
    req.pipe(upstream);
  });

  await Promise.all([listen(site, options.port), listen(proxy, options.proxyPort)]);
  return {
    url: origin,
    scriptBytes: files.script.body.length,
    stop: () => Promise.all([close(site), close(proxy)]).then(() => undefined),
  };
}

const listen = (server: http.Server, port: number) =>
  new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, "127.0.0.1", () => resolve());
  });

const close = (server: http.Server) =>
  new Promise<void>((resolve) => {
    server.closeAllConnections();
    server.close(() => resolve());
  });
