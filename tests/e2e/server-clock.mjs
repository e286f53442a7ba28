import { AsyncLocalStorage } from "node:async_hooks";
import { subscribe } from "node:diagnostics_channel";

/*
 * The browser tests' server clock, preloaded into their server only (tests/e2e/serve.ts, as
 * forwarding-proxy.mjs is): a request carrying the header named by E2E_CLOCK_HEADER
 * (tests/e2e/env.ts) runs with `Date` moved forward
 * by that many milliseconds, everything it does included (the proxy, the page, the database
 * queries it awaits). Specs prove deadlines such as the invoice link's 30 minutes without waiting
 * and without any hook in the application: the application reads the time as production does.
 */
const header = process.env.E2E_CLOCK_HEADER;
if (!header) throw new Error("server-clock.mjs: E2E_CLOCK_HEADER não definido");

const offsets = new AsyncLocalStorage();
const RealDate = Date;
const realNow = RealDate.now.bind(RealDate);
const now = () => realNow() + (offsets.getStore() ?? 0);

// Shaped as Next.js's own Date extension (next/dist/server/node-environment-extensions/date.js):
// instances are real Dates, `instanceof Date` holds for every one of them.
const properties = Object.getOwnPropertyDescriptors(RealDate);
properties.now.value = now;
const ShiftedDate = Object.defineProperties(function Date(...args) {
  if (new.target === undefined) return new RealDate(now()).toString();
  return Reflect.construct(RealDate, args.length === 0 ? [now()] : args, new.target);
}, properties);
Object.defineProperty(RealDate.prototype, "constructor", { value: ShiftedDate });
globalThis.Date = ShiftedDate;

subscribe("http.server.request.start", (message) => {
  const { request } = /** @type {{ request: import("node:http").IncomingMessage }} */ (message);
  const offset = Number(request.headers[header] ?? 0);
  // Always entered, so a later request on the same connection does not inherit an offset.
  offsets.enterWith(Number.isFinite(offset) ? offset : 0);
});
