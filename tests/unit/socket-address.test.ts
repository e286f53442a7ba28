import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { clientIp, socketAddressInstalled } from "@/lib/platform/request/client-ip";
import "@/lib/platform/runtime/socket-address.mjs";

/*
 * The preload with real sockets: a server that answers with the address clientIp finds, reached
 * directly or through a proxy that appends to X-Forwarded-For as nginx's $proxy_add_x_forwarded_for.
 */

const servers: http.Server[] = [];
async function listen(handler: http.RequestListener): Promise<number> {
  const server = http.createServer(handler);
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return (server.address() as AddressInfo).port;
}

let app: number;
let proxy: number;

beforeAll(async () => {
  app = await listen((req, res) => res.end(JSON.stringify({ ip: clientIp(req.headers), forwarded: req.headers["x-forwarded-for"] })));
  // Runs in this process, so its server appends the client's address as nginx's $proxy_add_x_forwarded_for.
  proxy = await listen((req, res) => {
    const headers = { ...req.headers };
    const upstream = http.request({ host: "127.0.0.1", port: app, path: req.url, method: req.method, headers }, (answer) => {
      res.writeHead(answer.statusCode ?? 502, answer.headers);
      answer.pipe(res);
    });
    upstream.end();
  });
});
afterAll(async () => {
  await Promise.all(servers.map((s) => new Promise((resolve) => s.close(resolve))));
});
afterEach(() => {
  delete process.env.TRUSTED_PROXY_HOPS;
});

/** A request from 127.0.0.2 (the client), with X-Forwarded-For lines as the client likes, repeated or not. */
function get(port: number, forwarded: string[] = []): Promise<{ ip: string | null; forwarded: string }> {
  return new Promise((resolve, reject) => {
    const headers = ["Host", "portal", ...forwarded.flatMap((value) => ["X-Forwarded-For", value])];
    const request = http.request({ host: "127.0.0.1", port, localAddress: "127.0.0.2", headers }, (answer) => {
      let text = "";
      answer.on("data", (chunk) => (text += chunk));
      answer.on("end", () => resolve(JSON.parse(text)));
    });
    request.on("error", reject);
    request.end();
  });
}

describe("socket-address preload", () => {
  it("marks the process, so the server can refuse to start without it", () => {
    expect(socketAddressInstalled()).toBe(true);
  });

  it("appends the socket's address: with 0 hops a forged X-Forwarded-For is ignored", async () => {
    expect(await get(app)).toEqual({ ip: "127.0.0.2", forwarded: "127.0.0.2" });
    expect(await get(app, ["203.0.113.7"])).toEqual({ ip: "127.0.0.2", forwarded: "203.0.113.7, 127.0.0.2" });
    expect(await get(app, ["203.0.113.7", "198.51.100.9"])).toEqual({ ip: "127.0.0.2", forwarded: "203.0.113.7, 198.51.100.9, 127.0.0.2" });
  });

  it("with 1 hop reads the address the proxy appended, never the client's own entries", async () => {
    process.env.TRUSTED_PROXY_HOPS = "1";
    // The proxy appends the client's socket (127.0.0.2), the app the proxy's (127.0.0.1).
    const seen = await get(proxy, ["203.0.113.7, 198.51.100.9"]);
    expect(seen).toEqual({ ip: "127.0.0.2", forwarded: "203.0.113.7, 198.51.100.9, 127.0.0.2, 127.0.0.1" });
    // Straight to the app, around the proxy, without a header: one entry short, no address at all.
    expect((await get(app)).ip).toBeNull();
  });
});
