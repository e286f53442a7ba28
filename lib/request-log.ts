import { log } from "@/lib/log";

/** Paths whose segments are secrets (invoice access tokens) are logged without them. */
export function redactPath(pathname: string): string {
  return pathname.replace(/^\/fatura\/[^/]+/, "/fatura/[token]").replace(/^\/cpf\/[^/]+/, "/cpf/[documento]");
}

/**
 * One line per request, written by the proxy before the page runs: `status` only when the
 * proxy answered itself (a redirect to login); otherwise the page decides it later and the
 * line says the request went on to the app.
 */
export function requestLog(entry: { requestId: string; method: string; pathname: string; brand: string; answeredStatus?: number }) {
  const { answeredStatus, ...rest } = entry;
  const outcome = answeredStatus === undefined ? { to: "app" } : { status: answeredStatus };
  log.info({ ...rest, ...outcome, pathname: redactPath(entry.pathname), msg: "request" });
}
