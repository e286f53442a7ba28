/*
 * `npm start`: the production build's standalone server (`node server.js`) from this checkout,
 * with the static assets and public files next to it as the server expects them. The
 * environment is the operator's (PORT, HOSTNAME and every variable of .env.example); run
 * `npm run build` first. For a deployment elsewhere, copy the same folders (OPERATIONS.md, plain Node).
 */
import { spawn } from "node:child_process";
import { prepareStandalone, serverRuntimeEnv } from "./standalone.mjs";

let dir;
try {
  dir = prepareStandalone();
} catch (error) {
  console.error(error instanceof Error ? error.message : String(error));
  process.exit(1);
}

const server = spawn(process.execPath, ["server.js"], {
  cwd: dir,
  stdio: "inherit",
  env: { ...process.env, NODE_ENV: "production", ...serverRuntimeEnv(process.env, dir) },
});
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => server.kill(signal));
server.on("exit", (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
