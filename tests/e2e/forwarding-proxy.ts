import { subscribe } from "node:diagnostics_channel";
import type { IncomingMessage } from "node:http";
import type { Socket } from "node:net";

/*
 * The browser tests' server stands behind a pretend reverse proxy (TRUSTED_PROXY_HOPS=1), so a
 * spec can speak from an address of its own: the X-Forwarded-For a test sends is what the proxy
 * wrote; without one, the proxy writes the socket's address (nginx's $remote_addr). Imported by
 * tests/e2e/serve.ts before the portal, so it runs before lib/runtime/socket-address.mjs appends.
 */
process.env.TRUSTED_PROXY_HOPS = "1";

subscribe("http.server.request.start", (message) => {
  const { request, socket } = message as { request: IncomingMessage; socket: Socket };
  request.headers["x-forwarded-for"] ??= socket.remoteAddress ?? "";
});
