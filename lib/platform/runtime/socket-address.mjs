/*
 * Loaded into the server process before Next.js (`node --import <this file> server.js`; `npm start`,
 * the demo and the test servers do it). Next.js gives route handlers no socket, and it sets
 * X-Forwarded-For to the socket's address only when the request has none, so a client's own header
 * would hide it. Appending the socket's address here, as every proxy does, makes the header's last
 * entry one the client cannot write; lib/platform/request/client-ip.ts counts the trusted proxies from there.
 */
import { subscribe } from "node:diagnostics_channel";
// The server's one preload also brings the drain on SIGTERM (OPERATIONS.md names this file only).
import "./graceful-shutdown.mjs";

const installed = Symbol.for("central-do-assinante.socket-address");

if (!globalThis[installed]) {
  globalThis[installed] = true;
  // Published for every request of every node:http server, before its 'request' listeners run.
  subscribe("http.server.request.start", ({ request, socket }) => {
    const address = socket.remoteAddress ?? "";
    const forwarded = request.headers["x-forwarded-for"];
    request.headers["x-forwarded-for"] = forwarded ? `${forwarded}, ${address}` : address;
  });
}
