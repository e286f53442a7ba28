import { DEMO_TXID_CONCLUIDA } from "../../sandbox/efi/state";
import { DEMO_CUSTOMERS } from "../../sandbox/sgp/demo-customers";

/** What the load runs request. `session`: sent with the demo customers' cookies, in turn. */
export type Target = {
  name: string;
  path: string;
  method: "GET" | "POST";
  session: boolean;
  body?: string;
};

/** The machine's ceiling: a route handler of the same build with one database ping and no upstream. */
export const BASELINE: Target = { name: "baseline /api/health", path: "/api/health", method: "GET", session: false };

export const TARGETS: Target[] = [
  { name: "/login", path: "/login", method: "GET", session: false },
  { name: "/verificar-fatura", path: "/verificar-fatura", method: "GET", session: false },
  { name: "/ (dashboard)", path: "/", method: "GET", session: true },
  { name: "/invoices", path: "/invoices", method: "GET", session: true },
  { name: "/services", path: "/services", method: "GET", session: true },
  { name: "/support", path: "/support", method: "GET", session: true },
  { name: "/trust-release", path: "/trust-release", method: "GET", session: true },
  { name: "PIX check (POST /api/pix/check)", path: "/api/pix/check", method: "POST", session: false, body: JSON.stringify({ txid: DEMO_TXID_CONCLUIDA }) },
];

/** The bare Next.js app of bench/floor (bench/lib/floor.ts): what the framework costs by itself. */
export const FLOOR_TARGETS = {
  handler: { name: "bare route handler", path: "/api/health", method: "GET", session: false },
  built: { name: "bare page, built ahead", path: "/", method: "GET", session: false },
  perRequest: { name: "bare page, per request", path: "/per-request", method: "GET", session: false },
} as const satisfies Record<string, Target>;

/**
 * The customers the logged-in runs rotate through. Paula is left out: the browser
 * tests lock her login on purpose. Ana only has a cancelled contract.
 */
export const BENCH_CUSTOMERS = [DEMO_CUSTOMERS.maria, DEMO_CUSTOMERS.joao, DEMO_CUSTOMERS.empresa, DEMO_CUSTOMERS.carlos, DEMO_CUSTOMERS.ana];

/** Lighthouse pages (a 404 page cannot serve as a floor: Lighthouse refuses to score it). */
export const LIGHTHOUSE_PAGES = [
  { name: "/login", path: "/login", session: false },
  { name: "/verificar-fatura", path: "/verificar-fatura", session: false },
  { name: "/ (dashboard)", path: "/", session: true },
  { name: "/invoices", path: "/invoices", session: true },
] as const;
