/**
 * Small SVG charts for bench/RESULTS.md, written by hand: grouped bars and lines. Pure functions of
 * their input (no dependency), so the report is reproducible and the charts can be unit-tested.
 */
const COLORS = ["#2563eb", "#9ca3af", "#dc2626", "#16a34a", "#d97706", "#7c3aed"];
const FONT = 'font-family="system-ui, sans-serif"';

export function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&apos;" })[c]!);
}

/** A round upper bound for an axis, at least `max`: 1, 1.2, 1.5, 2, 2.5, 3, 4, 5, 6 or 8 times a power of ten. */
export function niceMax(max: number): number {
  if (!(max > 0) || !Number.isFinite(max)) return 1;
  const power = 10 ** Math.floor(Math.log10(max));
  for (const step of [1, 1.2, 1.5, 2, 2.5, 3, 4, 5, 6, 8, 10]) if (step * power >= max) return step * power;
  return 10 * power;
}

const fmt = (v: number) => (Math.abs(v) >= 100 || Number.isInteger(v) ? String(Math.round(v)) : v.toFixed(v < 10 ? 2 : 1));

/** Legend entries side by side, each as wide as its text (about 7 px a character); a goal as a dashed line. */
function legend(names: string[], x: number, y: number, goal?: string): string {
  let at = x;
  const parts = names.map((name, i) => {
    const entry = `<rect x="${at}" y="${y - 10}" width="12" height="12" fill="${COLORS[i % COLORS.length]}"/><text x="${at + 16}" y="${y}" font-size="12" ${FONT}>${escapeXml(name)}</text>`;
    at += 16 + name.length * 7 + 24;
    return entry;
  });
  if (goal)
    parts.push(
      `<line x1="${at}" x2="${at + 24}" y1="${y - 4}" y2="${y - 4}" stroke="#111827" stroke-dasharray="6 4"/><text x="${at + 30}" y="${y}" font-size="12" ${FONT}>${escapeXml(goal)}</text>`,
    );
  return parts.join("");
}

export type BarChart = {
  title: string;
  unit: string;
  categories: string[];
  series: { name: string; values: number[] }[];
  /** A horizontal line, e.g. a goal. */
  goal?: { value: number; label: string };
};

/** Grouped vertical bars: one group per category, one bar per series, each labelled with its value. */
export function barChart(chart: BarChart): string {
  const width = 760;
  const height = 340;
  const left = 60;
  const top = 50;
  const bottom = 70;
  const plotH = height - top - bottom;
  const plotW = width - left - 20;
  const values = chart.series.flatMap((s) => s.values).filter(Number.isFinite);
  const max = niceMax(Math.max(0, ...values, chart.goal?.value ?? 0));
  const y = (v: number) => top + plotH - (v / max) * plotH;
  const group = plotW / Math.max(1, chart.categories.length);
  const bar = Math.min(40, (group * 0.8) / Math.max(1, chart.series.length));
  const parts: string[] = [];
  for (let i = 0; i <= 4; i++) {
    const v = (max * i) / 4;
    parts.push(`<line x1="${left}" x2="${left + plotW}" y1="${y(v)}" y2="${y(v)}" stroke="#e5e7eb"/>`);
    parts.push(`<text x="${left - 6}" y="${y(v) + 4}" font-size="11" text-anchor="end" ${FONT}>${fmt(v)}</text>`);
  }
  chart.categories.forEach((category, c) => {
    const start = left + c * group + (group - bar * chart.series.length) / 2;
    chart.series.forEach((series, s) => {
      const v = series.values[c];
      if (v === undefined || !Number.isFinite(v)) return;
      const x = start + s * bar;
      parts.push(
        `<rect x="${x.toFixed(1)}" y="${y(v).toFixed(1)}" width="${(bar - 2).toFixed(1)}" height="${(top + plotH - y(v)).toFixed(1)}" fill="${COLORS[s % COLORS.length]}"><title>${escapeXml(`${series.name}, ${category}: ${fmt(v)} ${chart.unit}`)}</title></rect>`,
      );
      parts.push(
        `<text x="${(x + bar / 2 - 1).toFixed(1)}" y="${(y(v) - 3).toFixed(1)}" font-size="10" text-anchor="middle" ${FONT}>${fmt(v)}</text>`,
      );
    });
    parts.push(
      `<text x="${(left + c * group + group / 2).toFixed(1)}" y="${top + plotH + 16}" font-size="11" text-anchor="middle" ${FONT}>${escapeXml(category)}</text>`,
    );
  });
  if (chart.goal) {
    parts.push(
      `<line x1="${left}" x2="${left + plotW}" y1="${y(chart.goal.value)}" y2="${y(chart.goal.value)}" stroke="#111827" stroke-dasharray="6 4"/>`,
    );
  }
  return svg(
    width,
    height,
    chart.title,
    chart.unit,
    parts.join(""),
    legend(
      chart.series.map((s) => s.name),
      left,
      height - 20,
      chart.goal?.label,
    ),
  );
}

export type LineChart = {
  title: string;
  unit: string;
  xLabel: string;
  series: { name: string; points: [number, number][] }[];
  /** Logarithmic x axis (sizes spanning decades). */
  logX?: boolean;
};

/** Lines with their points marked and labelled; x ticks at the points' x values. */
export function lineChart(chart: LineChart): string {
  const width = 760;
  const height = 340;
  const left = 60;
  const top = 50;
  const bottom = 80;
  const plotH = height - top - bottom;
  const plotW = width - left - 40;
  const xs = [...new Set(chart.series.flatMap((s) => s.points.map((p) => p[0])))].sort((a, b) => a - b);
  const ys = chart.series.flatMap((s) => s.points.map((p) => p[1])).filter(Number.isFinite);
  const max = niceMax(Math.max(0, ...ys));
  const tx = (v: number) => (chart.logX ? Math.log10(Math.max(v, 1e-9)) : v);
  const [x0, x1] = [tx(xs[0] ?? 0), tx(xs[xs.length - 1] ?? 1)];
  const x = (v: number) => left + (x1 === x0 ? plotW / 2 : ((tx(v) - x0) / (x1 - x0)) * plotW);
  const y = (v: number) => top + plotH - (v / max) * plotH;
  const parts: string[] = [];
  for (let i = 0; i <= 4; i++) {
    const v = (max * i) / 4;
    parts.push(`<line x1="${left}" x2="${left + plotW}" y1="${y(v)}" y2="${y(v)}" stroke="#e5e7eb"/>`);
    parts.push(`<text x="${left - 6}" y="${y(v) + 4}" font-size="11" text-anchor="end" ${FONT}>${fmt(v)}</text>`);
  }
  for (const v of xs)
    parts.push(`<text x="${x(v).toFixed(1)}" y="${top + plotH + 16}" font-size="11" text-anchor="middle" ${FONT}>${fmt(v)}</text>`);
  parts.push(
    `<text x="${left + plotW / 2}" y="${top + plotH + 34}" font-size="12" text-anchor="middle" ${FONT}>${escapeXml(chart.xLabel)}</text>`,
  );
  chart.series.forEach((series, s) => {
    const color = COLORS[s % COLORS.length];
    const points = series.points.filter((p) => Number.isFinite(p[1]));
    parts.push(
      `<polyline fill="none" stroke="${color}" stroke-width="2" points="${points.map((p) => `${x(p[0]).toFixed(1)},${y(p[1]).toFixed(1)}`).join(" ")}"/>`,
    );
    for (const [px, py] of points) {
      parts.push(
        `<circle cx="${x(px).toFixed(1)}" cy="${y(py).toFixed(1)}" r="3.5" fill="${color}"><title>${escapeXml(`${series.name}, ${fmt(px)}: ${fmt(py)} ${chart.unit}`)}</title></circle>`,
      );
      // Labels of the series staggered upwards, so close points stay readable.
      parts.push(
        `<text x="${x(px).toFixed(1)}" y="${(y(py) - 7 - s * 11).toFixed(1)}" font-size="10" text-anchor="middle" fill="${color}" ${FONT}>${fmt(py)}</text>`,
      );
    }
  });
  return svg(
    width,
    height,
    chart.title,
    chart.unit,
    parts.join(""),
    legend(
      chart.series.map((s) => s.name),
      left,
      height - 16,
    ),
  );
}

function svg(width: number, height: number, title: string, unit: string, body: string, legendSvg: string): string {
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" role="img" aria-label="${escapeXml(title)}">`,
    `<rect width="100%" height="100%" fill="#ffffff"/>`,
    `<text x="${width / 2}" y="22" font-size="15" font-weight="600" text-anchor="middle" ${FONT}>${escapeXml(title)}</text>`,
    `<text x="14" y="40" font-size="11" fill="#4b5563" ${FONT}>${escapeXml(unit)}</text>`,
    body,
    legendSvg,
    `</svg>`,
    "",
  ].join("\n");
}
