import "server-only";
import { isIP } from "node:net";
import ipaddr from "ipaddr.js";
import { config } from "@/lib/platform/config";
import { log } from "@/lib/platform/log";

type HeaderSource = Headers | Record<string, string | string[] | undefined>;

/**
 * The caller's address. X-Forwarded-For ends with the socket's address, appended by the server
 * itself (lib/platform/runtime/socket-address.mjs); each trusted reverse proxy in front adds the address it
 * was reached from. With TRUSTED_PROXY_HOPS proxies, the client is the entry that many places left
 * of the last: entries further left are whatever the client wrote, and none of them is ever read.
 * Each entry skipped must be the address of one of TRUSTED_PROXIES: a peer that is not (a client
 * that reached the port directly) is the client, whatever it wrote in the header.
 * null when the header holds fewer entries than that (a proxy that sends no X-Forwarded-For, or a
 * request that went around the proxies): no shared stand-in, the caller refuses the request.
 */
export function clientIp(headers: HeaderSource): string | null {
  const { TRUSTED_PROXY_HOPS: hops, TRUSTED_PROXIES: proxies } = config();
  const chain = (header(headers, "x-forwarded-for") ?? "").split(",").map((entry) => entry.trim());
  let index = chain.length - 1;
  for (let hop = 0; hop < hops && index >= 0; hop++) {
    const peer = normalize(chain[index] ?? "");
    if (!peer || !isTrustedProxy(peer, proxies)) break;
    index -= 1;
  }
  const entry = index >= 0 ? chain[index] : undefined;
  const address = entry === undefined ? null : normalize(entry);
  if (!address) {
    log.error(
      { hops, entries: chain.filter(Boolean).length },
      "endereço do cliente indisponível: confira TRUSTED_PROXY_HOPS e o X-Forwarded-For do proxy",
    );
  }
  return address;
}

/**
 * The key a limiter counts an address under. An IPv6 subscriber line gets a whole /64 (anyone holding
 * one can pick any of its 2^64 addresses), so the /64 is what identifies a client there.
 */
export function addressKey(address: string): string {
  if (isIP(address) !== 6) return address;
  const [head = "", tail] = address.split("::");
  const groups = (part: string | undefined) => (part ? part.split(":").flatMap((g) => (g.includes(".") ? ["0", "0"] : [g])) : []);
  const left = groups(head);
  const right = groups(tail);
  const full = tail === undefined ? left : [...left, ...Array<string>(8 - left.length - right.length).fill("0"), ...right];
  return `${full
    .slice(0, 4)
    .map((g) => parseInt(g, 16).toString(16))
    .join(":")}::/64`;
}

function isTrustedProxy(address: string, ranges: readonly string[]): boolean {
  const parsed = ipaddr.process(address);
  return ranges.some((range) => {
    const [network, bits] = ipaddr.parseCIDR(range);
    return parsed.kind() === network.kind() && parsed.match([network, bits] as [typeof parsed, number]);
  });
}

const installed = Symbol.for("central-do-assinante.socket-address");

/** Whether lib/platform/runtime/socket-address.mjs runs in this process (without it the last entry is the client's). */
export function socketAddressInstalled(): boolean {
  return (globalThis as Record<symbol, unknown>)[installed] === true;
}

function header(headers: HeaderSource, name: string): string | undefined {
  if (headers instanceof Headers) return headers.get(name) ?? undefined;
  const value = headers[name];
  return Array.isArray(value) ? value.join(", ") : value;
}

/** A proxy may write "a.b.c.d:port" or "[v6]:port"; IPv4 reached over IPv6 reads "::ffff:a.b.c.d". */
function normalize(entry: string): string | null {
  const bracketed = /^\[([^\]]+)\](?::\d+)?$/.exec(entry)?.[1];
  const withoutPort = bracketed ?? (/^[\d.]+:\d+$/.test(entry) ? entry.slice(0, entry.lastIndexOf(":")) : entry);
  const address = withoutPort.replace(/%.*$/, "").toLowerCase();
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/.exec(address)?.[1];
  const result = mapped ?? address;
  return isIP(result) ? result : null;
}
