import "server-only";
import dns from "node:dns";
import { isIP, type LookupFunction } from "node:net";
import ipaddr from "ipaddr.js";
import { config } from "@/lib/platform/config";
import { isPushServiceHost } from "../../platform/security/push-service-hosts";

/*
 * A subscription's endpoint is a URL the customer's browser hands us, and the server
 * POSTs to it: unchecked, it would make the server a request forger for the customer.
 * So an endpoint must be https on a known push service's host, and every address that
 * host resolves to must be public. The send connects through `pinnedLookup`, so the
 * addresses checked are the ones connected to: DNS cannot change its answer in between.
 */

export type PushEndpointPolicy = {
  /** PUSH_SERVICE_HOSTS: exact hosts and `*.suffix` patterns. */
  hosts: readonly string[];
  /** PUSH_DNS_SERVERS: resolve with these instead of the system's resolver. */
  dnsServers: readonly string[];
  /** PUSH_ALLOW_ADDRESSES: exact non-public addresses allowed anyway (a local push service; never in production). */
  allowAddresses: readonly string[];
};

export function pushEndpointPolicy(): PushEndpointPolicy {
  const { PUSH_SERVICE_HOSTS, PUSH_DNS_SERVERS, PUSH_ALLOW_ADDRESSES } = config();
  return { hosts: PUSH_SERVICE_HOSTS, dnsServers: PUSH_DNS_SERVERS, allowAddresses: PUSH_ALLOW_ADDRESSES };
}

export class PushEndpointRefused extends Error {
  override name = "PushEndpointRefused";
}

const DNS_TIMEOUT_MS = 3000;
// The global unicast block; the rest of IPv6 is reserved, local or special.
const IPV6_GLOBAL = ipaddr.parseCIDR("2000::/3");
const NAT64_WELL_KNOWN = ipaddr.parseCIDR("64:ff9b::/96");

/** A public unicast address: not loopback, private, link-local, unique-local, CGNAT, unspecified, multicast or reserved. */
export function isPublicAddress(address: string): boolean {
  if (!ipaddr.isValid(address)) return false;
  // IPv4-mapped IPv6 (::ffff:10.0.0.1) is judged as the IPv4 address it carries.
  const ip = ipaddr.process(address);
  if (ip.kind() === "ipv4") return ip.range() === "unicast";
  const v6 = ip as ipaddr.IPv6;
  // A NAT64 gateway (DNS64 on an IPv6-only server) reaches the IPv4 address in the last 32 bits.
  if (v6.match(NAT64_WELL_KNOWN)) return isPublicAddress(ipaddr.fromByteArray(v6.toByteArray().slice(12)).toString());
  return v6.match(IPV6_GLOBAL) && v6.range() === "unicast";
}

function allowed(address: string, policy: PushEndpointPolicy): boolean {
  const normal = ipaddr.isValid(address) ? ipaddr.process(address).toString() : address;
  return isPublicAddress(address) || policy.allowAddresses.some((a) => ipaddr.isValid(a) && ipaddr.process(a).toString() === normal);
}

/** The endpoint as a URL, if it is https on one of the push services' hosts; throws otherwise. */
export function checkEndpointUrl(endpoint: string, policy: PushEndpointPolicy): URL {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    throw new PushEndpointRefused("endereço inválido");
  }
  if (url.protocol !== "https:") throw new PushEndpointRefused("o serviço de push precisa de https");
  if (url.username || url.password) throw new PushEndpointRefused("endereço com credenciais");
  // Push services are named hosts; an address literal would also skip the checked lookup.
  if (isIP(url.hostname.replace(/^\[|\]$/g, "")) || !isPushServiceHost(url.hostname, policy.hosts)) {
    throw new PushEndpointRefused(`host fora da lista de serviços de push: ${url.hostname}`);
  }
  return url;
}

async function resolveAll(host: string, policy: PushEndpointPolicy): Promise<dns.LookupAddress[]> {
  if (policy.dnsServers.length === 0) {
    return dns.promises.lookup(host, { all: true, verbatim: true });
  }
  const resolver = new dns.promises.Resolver({ timeout: DNS_TIMEOUT_MS, tries: 2 });
  resolver.setServers([...policy.dnsServers]);
  const [v4, v6] = await Promise.allSettled([resolver.resolve4(host), resolver.resolve6(host)]);
  const addresses = [
    ...(v4.status === "fulfilled" ? v4.value.map((address) => ({ address, family: 4 })) : []),
    ...(v6.status === "fulfilled" ? v6.value.map((address) => ({ address, family: 6 })) : []),
  ];
  if (addresses.length === 0) {
    const failure = [v4, v6].find((r): r is PromiseRejectedResult => r.status === "rejected");
    throw failure?.reason ?? new Error(`sem endereço para ${host}`);
  }
  return addresses;
}

/** Every address `host` resolves to, when all of them are allowed; a single bad one refuses the host. */
export async function resolvePushHost(host: string, policy: PushEndpointPolicy): Promise<dns.LookupAddress[]> {
  const addresses = await resolveAll(host, policy);
  const refused = addresses.find((a) => !allowed(a.address, policy));
  if (refused) throw new PushEndpointRefused(`${host} aponta para um endereço não público`);
  return addresses;
}

/** The subscribe-time check: https, a known push service, public addresses only. */
export async function checkPushEndpoint(endpoint: string, policy: PushEndpointPolicy): Promise<void> {
  await resolvePushHost(checkEndpointUrl(endpoint, policy).hostname, policy);
}

/** For the connection itself: resolves and checks in one go, and hands the socket only those addresses. */
export function pinnedLookup(policy: PushEndpointPolicy): LookupFunction {
  return (hostname, options, callback) => {
    resolvePushHost(hostname, policy).then(
      (addresses) => {
        const family = options.family === 4 || options.family === 6 ? options.family : undefined;
        const usable = family ? addresses.filter((a) => a.family === family) : addresses;
        if (usable.length === 0) return callback(new PushEndpointRefused(`sem endereço IPv${family} para ${hostname}`), "", 0);
        if (options.all) return callback(null, usable);
        callback(null, usable[0]!.address, usable[0]!.family);
      },
      (error: NodeJS.ErrnoException) => callback(error, "", 0),
    );
  };
}
