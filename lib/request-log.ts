import { log } from "@/lib/log";

/** Paths whose segments are secrets (invoice access tokens) are logged without them. */
export function redactPath(pathname: string): string {
  return pathname.replace(/^\/fatura\/[^/]+/, "/fatura/[token]").replace(/^\/cpf\/[^/]+/, "/cpf/[documento]");
}

export function requestLog(entry: { requestId: string; method: string; pathname: string; brand: string; status: number }) {
  log.info({ ...entry, pathname: redactPath(entry.pathname), msg: "request" });
}
