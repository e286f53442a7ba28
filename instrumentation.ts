/** Runs once when the server starts (lib/startup.ts); the Edge runtime has nothing to check. */
export async function register() {
  if (process.env.NEXT_RUNTIME !== "nodejs") return;
  const { startServer } = await import("@/lib/startup");
  await startServer();
}
