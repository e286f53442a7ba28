/**
 * A V8 .cpuprofile (node --cpu-prof) summed up: self time per function, and per origin
 * (Next.js, React, the portal's own chunks, Node itself, garbage collection, idle).
 */
type ProfileNode = { id: number; callFrame: { functionName: string; url: string; lineNumber: number }; hitCount?: number };
export type CpuProfile = { nodes: ProfileNode[]; samples?: number[]; timeDeltas?: number[]; startTime: number; endTime: number };
export type HotFunction = { name: string; where: string; selfMs: number; share: number };

/** Where a script comes from, in a few words. */
export function originOf(url: string, functionName: string): string {
  if (functionName === "(garbage collector)") return "garbage collection";
  if (functionName === "(idle)") return "idle";
  if (functionName === "(program)") return "V8 / native";
  if (!url) return "V8 / native";
  if (url.startsWith("node:")) return "Node.js";
  const pkg = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(url)?.[1];
  if (pkg === "next" && /compiled\/(react|react-dom|react-server-dom)/.test(url)) return "React (bundled in next)";
  if (pkg) return pkg;
  if (/\.next\/server\/chunks/.test(url)) return "portal chunks (app code and bundled packages)";
  if (/\.next\/server\/app/.test(url)) return "portal pages";
  return "other";
}

const shortUrl = (url: string) =>
  url
    .replace(/^.*node_modules\//, "")
    .replace(/^.*\.next\//, ".next/")
    .replace(/^file:\/\//, "");

export function summarizeProfile(
  profile: CpuProfile,
  top = 15,
): { totalMs: number; functions: HotFunction[]; origins: { origin: string; selfMs: number; share: number }[] } {
  const totalHits = profile.nodes.reduce((sum, n) => sum + (n.hitCount ?? 0), 0);
  const totalMs = (profile.endTime - profile.startTime) / 1000;
  const msPerHit = totalHits ? totalMs / totalHits : 0;
  const functions = new Map<string, HotFunction>();
  const origins = new Map<string, number>();
  for (const node of profile.nodes) {
    const hits = node.hitCount ?? 0;
    if (!hits) continue;
    const { functionName, url, lineNumber } = node.callFrame;
    const name = functionName || "(anonymous)";
    const where = url ? `${shortUrl(url)}:${lineNumber + 1}` : "";
    const key = `${name}@${where}`;
    const entry = functions.get(key) ?? { name, where, selfMs: 0, share: 0 };
    entry.selfMs += hits * msPerHit;
    functions.set(key, entry);
    const origin = originOf(url, functionName);
    origins.set(origin, (origins.get(origin) ?? 0) + hits * msPerHit);
  }
  const busyMs = totalMs - (origins.get("idle") ?? 0);
  const share = (ms: number) => (busyMs > 0 ? ms / busyMs : 0);
  return {
    totalMs,
    functions: [...functions.values()]
      .filter((f) => f.name !== "(idle)")
      .sort((a, b) => b.selfMs - a.selfMs)
      .slice(0, top)
      .map((f) => ({ ...f, share: share(f.selfMs) })),
    origins: [...origins.entries()]
      .filter(([origin]) => origin !== "idle")
      .sort((a, b) => b[1] - a[1])
      .map(([origin, selfMs]) => ({ origin, selfMs, share: share(selfMs) })),
  };
}
