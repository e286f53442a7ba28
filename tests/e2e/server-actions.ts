import fs from "node:fs";
import path from "node:path";
import { firstBrandUrl } from "./support";

/** A server action of the build: its id, where it is declared, and the pages that serve it. */
export type ServerAction = { id: string; exportedName: string; filename: string; workers: string[] };

type Manifest = { node: Record<string, { exportedName?: string; filename?: string; workers?: Record<string, unknown> }> };

/** Server actions are POSTs naming the action's id, which the build's manifest maps from the export. */
export function serverActions(): ServerAction[] {
  const file = path.resolve(".next/server/server-reference-manifest.json");
  const manifest = JSON.parse(fs.readFileSync(file, "utf8")) as Manifest;
  return Object.entries(manifest.node).map(([id, entry]) => ({
    id,
    exportedName: entry.exportedName ?? "",
    filename: entry.filename ?? "",
    workers: Object.keys(entry.workers ?? {}),
  }));
}

export function actionId(exportedName: string): string {
  const id = serverActions().find((action) => action.exportedName === exportedName)?.id;
  if (!id) throw new Error(`ação ${exportedName} não está no manifesto do build`);
  return id;
}

/** The request a page's form sends to run a server action (same-site, as the browser sends it). */
export function actionRequest(id: string, args: unknown[]) {
  return {
    headers: {
      "next-action": id,
      "content-type": "text/plain;charset=UTF-8",
      accept: "text/x-component",
      origin: firstBrandUrl,
    },
    data: JSON.stringify(args),
  };
}
