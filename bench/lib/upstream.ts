import type { Sandboxes, SgpRequestRecord } from "./stack";
import type { Target } from "./targets";

export type UpstreamCount = {
  target: string;
  customer: string | null;
  status: number;
  sgp: number;
  efi: number;
  /** SGP reads asked more than once in the same request (same path and same parameters). */
  duplicateReads: number;
  calls: string[];
};

/** The SGP customer lookup is cached for 5 s; counting after that shows a page's cold reads. */
export const CUSTOMER_CACHE_MS = 5_000;

/** Path plus the parameters that identify the record (not the credentials). */
function readKey(request: SgpRequestRecord): string {
  const fields = { ...request.query, ...(typeof request.body === "object" && request.body ? request.body : {}) };
  const identity = Object.entries(fields)
    .filter(([name]) => !["app", "token", "senha", "password"].includes(name))
    .sort(([a], [b]) => a.localeCompare(b));
  return `${request.method} ${request.path} ${JSON.stringify(identity)}`;
}

/**
 * Requests each target once and counts, at the sandboxes, the SGP and Efí calls it made.
 * Logged-in targets each use a different customer whose cached lookup has expired,
 * so the figure is the page's full (cold) set of reads.
 */
export async function countUpstreamCalls(options: {
  url: string;
  sandboxes: Sandboxes;
  targets: Target[];
  sessions: { name: string; cookie: string }[];
}): Promise<UpstreamCount[]> {
  const counts: UpstreamCount[] = [];
  let nextSession = 0;
  for (const target of options.targets) {
    const session = target.session ? options.sessions[nextSession++ % options.sessions.length]! : null;
    await options.sandboxes.clearCalls();
    const res = await fetch(`${options.url}${target.path}`, {
      method: target.method,
      redirect: "manual",
      body: target.body,
      headers: {
        ...(session ? { cookie: session.cookie } : {}),
        ...(target.body ? { "content-type": "application/json" } : {}),
        "x-forwarded-for": "10.255.0.1",
      },
    });
    await res.text();
    const { sgp, efi, sgpRequests } = await options.sandboxes.calls();
    const keys = sgpRequests.map(readKey);
    counts.push({
      target: target.name,
      customer: session?.name ?? null,
      status: res.status,
      sgp: sgp.length,
      efi: efi.length,
      duplicateReads: keys.length - new Set(keys).size,
      calls: [...sgp.map((c) => `SGP ${c.method} ${c.path}`), ...efi.map((c) => `Efí ${c.method} ${c.path}`)],
    });
  }
  return counts;
}
