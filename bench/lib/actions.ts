import fs from "node:fs";
import path from "node:path";

/**
 * Server actions of the copied build, called as a page's form calls them: a POST to the page naming
 * the action's id (from the build's server-reference-manifest.json) with the arguments as JSON.
 */
type Manifest = { node: Record<string, { exportedName?: string }> };

export function actionIds(appDir: string): Record<string, string> {
  const file = path.join(appDir, ".next/server/server-reference-manifest.json");
  const manifest = JSON.parse(fs.readFileSync(file, "utf8")) as Manifest;
  return Object.fromEntries(Object.entries(manifest.node).map(([id, entry]) => [entry.exportedName ?? id, id]));
}

export function actionInit(id: string, args: unknown[], origin: string, headers: Record<string, string> = {}): RequestInit {
  return {
    method: "POST",
    headers: { "next-action": id, "content-type": "text/plain;charset=UTF-8", accept: "text/x-component", origin, ...headers },
    body: JSON.stringify(args),
    redirect: "manual",
  };
}
