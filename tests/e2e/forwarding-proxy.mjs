import { subscribe } from "node:diagnostics_channel";

/*
 * The browser tests' server stands behind a pretend reverse proxy (TRUSTED_PROXY_HOPS=1), so a
 * spec can speak from an address of its own: the X-Forwarded-For a test sends is what the proxy
 * wrote; without one, the proxy writes the socket's address (nginx's $remote_addr). tests/e2e/serve.ts
 * preloads it into the standalone server ahead of lib/platform/runtime/socket-address.mjs, whose
 * subscriber runs after this one and appends.
 */
subscribe("http.server.request.start", (message) => {
  const { request, socket } = /** @type {{ request: import("node:http").IncomingMessage; socket: import("node:net").Socket }} */ (message);
  request.headers["x-forwarded-for"] ??= socket.remoteAddress ?? "";
});
