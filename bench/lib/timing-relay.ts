import net from "node:net";

/**
 * A TCP pass-through in front of a server that adds no work and times it: for every exchange on a
 * connection, from the last byte the browser sent to the first byte the server answered. The sum is
 * the time the browser waited on the server (its upstream calls included), free of the emulated network.
 */
export async function startTimingRelay(port: number, target: { host: string; port: number }) {
  let serverMs = 0;
  const sockets = new Set<net.Socket>();
  const server = net.createServer((client) => {
    const upstream = net.connect(target.port, target.host);
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
    for (const socket of [client, upstream]) {
      sockets.add(socket);
      socket.on("error", () => socket.destroy());
      socket.on("close", () => {
        sockets.delete(socket);
        client.destroy();
        upstream.destroy();
      });
    }
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, "127.0.0.1", () => resolve());
  });
  return {
    url: `http://127.0.0.1:${port}`,
    /** Server time since the last reset, in ms. */
    take(): number {
      const value = serverMs;
      serverMs = 0;
      return value;
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}
