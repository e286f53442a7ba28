import { startTcpRelay } from "../../scripts/portal-server";

/**
 * A TCP pass-through in front of a server that adds no work and times it: for every exchange on a
 * connection, from the last byte the browser sent to the first byte the server answered. The sum is
 * the time the browser waited on the server (its upstream calls included), free of the emulated network.
 */
export async function startTimingRelay(port: number, target: { host: string; port: number }) {
  let serverMs = 0;
  const relay = await startTcpRelay(port, "127.0.0.1", target, (client, upstream) => {
    let waitingSince: number | null = null;
    client.on("data", (chunk) => {
      waitingSince = performance.now();
      upstream.write(chunk);
    });
    upstream.on("data", (chunk) => {
      if (waitingSince !== null) {
        serverMs += performance.now() - waitingSince;
        waitingSince = null;
      }
      client.write(chunk);
    });
  });
  return {
    url: `http://127.0.0.1:${port}`,
    /** Server time since the last reset, in ms. */
    take(): number {
      const value = serverMs;
      serverMs = 0;
      return value;
    },
    close: relay.close,
  };
}
