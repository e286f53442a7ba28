import type { Route } from "../http";
import type { SgpRouteGroup, SgpSandboxContext } from "./api";
import { cpeRoutes } from "./routes-cpe";
import { customerRoutes } from "./routes-customers";
import { invoiceRoutes } from "./routes-invoices";
import { networkRoutes } from "./routes-network";
import { releaseRoutes } from "./routes-release";
import { settlementRoutes } from "./routes-settlement";
import { supportRoutes } from "./routes-support";
import { usageRoutes } from "./routes-usage";

export type { RequestRecord, SgpSandboxContext } from "./api";

/**
 * The SGP sandbox's route table: one group per file, each a function of the shared context
 * (sandbox/sgp/api.ts). A new group of SGP calls is a new file and one line here. Any other path
 * answers the SGP's 404 HTML page, as a module the provider lacks (docs/SGP-ENDPOINTS.md §1).
 */
export const SGP_ROUTE_GROUPS: readonly SgpRouteGroup[] = [
  customerRoutes,
  invoiceRoutes,
  supportRoutes,
  releaseRoutes,
  settlementRoutes,
  networkRoutes,
  cpeRoutes,
  usageRoutes,
  pageRoutes,
];

export function sgpRoutes(ctx: SgpSandboxContext): Route[] {
  return SGP_ROUTE_GROUPS.flatMap((group) => group(ctx));
}

/** The links in /titulos/ point here, so a demo's "open boleto" lands on a page. */
function pageRoutes(): Route[] {
  const page = (pattern: string, title: string): Route => ({
    method: "GET",
    pattern,
    handler: (req) => ({
      contentType: "text/html; charset=utf-8",
      body: `<!doctype html><meta charset="utf-8"><title>${title}</title><h1>${title}</h1><p>Documento ${escapeHtml(req.params.code ?? "")} (sandbox SGP).</p>`,
    }),
  });
  return [page("/boleto/:code/", "Boleto"), page("/public/cobranca/:code/", "Cobrança")];
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}
