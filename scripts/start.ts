import { spawn } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { serverNodeOptions } from "./server-node-options";

/**
 * `npm start`: the production build's standalone server (`node server.js`) from this checkout,
 * with the static assets and public files next to it as the server expects them. The
 * environment is the operator's (PORT, HOSTNAME and every variable of .env.example); run
 * `npm run build` first. For a deployment elsewhere, copy the same folders (README, Operating).
 */
const root = path.resolve(import.meta.dirname, "..");
const standalone = path.join(root, ".next", "standalone");
if (!fs.existsSync(path.join(standalone, "server.js"))) {
  console.error("Não há build de produção: rode `npm run build` antes de `npm start`.");
  process.exit(1);
}
fs.cpSync(path.join(root, ".next", "static"), path.join(standalone, ".next", "static"), { recursive: true });
fs.cpSync(path.join(root, "public"), path.join(standalone, "public"), { recursive: true });

const server = spawn(process.execPath, ["server.js"], {
  cwd: standalone,
  stdio: "inherit",
  env: { ...process.env, NODE_ENV: "production", NODE_OPTIONS: serverNodeOptions(process.env.NODE_OPTIONS, standalone) },
});
for (const signal of ["SIGINT", "SIGTERM"] as const) process.on(signal, () => server.kill(signal));
server.on("exit", (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
