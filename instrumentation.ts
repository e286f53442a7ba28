/** Runs once when the server starts (lib/startup.ts); the Edge runtime has nothing to check. */
export async function register() {
  if (process.env.NEXT_RUNTIME !== "nodejs") return;
  const [{ redactConsole }, { startServer }] = await Promise.all([import("@/lib/log"), import("@/lib/startup")]);
  redactConsole();
  await startServer();
}
