import dgram from "node:dgram";
import { isIP } from "node:net";
import dnsPacket from "dns-packet";

/**
 * A DNS server on loopback for the tests (and the browser tests' server), reached through
 * PUSH_DNS_SERVERS: the push code resolves names with it exactly as with the provider's
 * resolver, and a test decides what a push service's host resolves to.
 */
export type DnsTestServer = {
  /** "127.0.0.1:port", the value for PUSH_DNS_SERVERS. */
  readonly address: string;
  /**
   * What `name` resolves to from now on. With several lists, successive lookups get them in
   * turn (the last one stays): a name whose answer changes between two lookups.
   */
  set(name: string, ...answers: string[][]): void;
  /** Questions received, as "A name" / "AAAA name". */
  readonly queries: string[];
  close(): Promise<void>;
};

const NXDOMAIN = 3;

export async function startDnsServer(): Promise<DnsTestServer> {
  const records = new Map<string, string[][]>();
  const asked = new Map<string, number>();
  const queries: string[] = [];
  const socket = dgram.createSocket("udp4");

  socket.on("message", (message, peer) => {
    const query = dnsPacket.decode(message);
    const question = query.questions?.[0];
    if (!question) return;
    const name = question.name.toLowerCase();
    const key = `${question.type} ${name}`;
    queries.push(key);
    const answers = records.get(name);
    const turn = asked.get(key) ?? 0;
    asked.set(key, turn + 1);
    const family = question.type === "A" ? 4 : question.type === "AAAA" ? 6 : 0;
    const addresses = (answers?.[Math.min(turn, answers.length - 1)] ?? []).filter((a) => isIP(a) === family);
    const response = dnsPacket.encode({
      type: "response",
      id: query.id,
      flags: dnsPacket.AUTHORITATIVE_ANSWER | dnsPacket.RECURSION_AVAILABLE | (answers ? 0 : NXDOMAIN),
      questions: [question],
      answers: addresses.map((data) => ({ type: question.type as "A" | "AAAA", name: question.name, ttl: 0, data })),
    });
    socket.send(response, peer.port, peer.address);
  });
  await new Promise<void>((resolve) => socket.bind(0, "127.0.0.1", resolve));

  return {
    address: `127.0.0.1:${socket.address().port}`,
    set(name, ...answers) {
      records.set(name.toLowerCase(), answers);
      for (const type of ["A", "AAAA"]) asked.delete(`${type} ${name.toLowerCase()}`);
    },
    queries,
    close: () => new Promise((resolve) => socket.close(() => resolve())),
  };
}
