import { renderMetrics } from "@/lib/platform/observability/metrics";

/** A series' value in the process's Prometheus exposition (0 when it was never recorded). */
export async function metricValue(name: string, labels: Record<string, string> = {}): Promise<number> {
  const { body } = await renderMetrics();
  for (const line of body.split("\n")) {
    const match = /^([a-zA-Z_:][\w:]*)(?:\{(.*)\})? (\S+)$/.exec(line);
    if (!match || match[1] !== name) continue;
    const present = Object.fromEntries([...(match[2] ?? "").matchAll(/(\w+)="((?:[^"\\]|\\.)*)"/g)].map((m) => [m[1], m[2]]));
    if (Object.entries(labels).every(([key, value]) => present[key] === value)) return Number(match[3]);
  }
  return 0;
}
