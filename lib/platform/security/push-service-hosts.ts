import { isIP } from "node:net";
import { z } from "zod";

/*
 * Which push services the server may POST to: the browsers' own, by host name.
 * Pure, so lib/platform/config/schema.ts validates PUSH_SERVICE_HOSTS, PUSH_DNS_SERVERS and
 * PUSH_ALLOW_ADDRESSES with it at start-up.
 */

/** Chrome/Edge (FCM), Firefox (autopush), Safari (Apple web push), Windows (WNS). */
export const DEFAULT_PUSH_SERVICE_HOSTS = [
  "fcm.googleapis.com",
  "updates.push.services.mozilla.com",
  "push.services.mozilla.com",
  "web.push.apple.com",
  "*.notify.windows.com",
] as const;

const LABEL = "[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?";
/** An exact host name, or `*.` and a suffix (any host under it, not the suffix itself). */
const HOST_PATTERN = new RegExp(`^(?:\\*\\.)?${LABEL}(?:\\.${LABEL})*$`);

const list = (value: string) =>
  value
    .split(",")
    .map((item) => item.trim())
    .filter(Boolean);

export const pushServiceHostsSchema = z
  .string()
  .optional()
  .transform((value) => (value === undefined ? [...DEFAULT_PUSH_SERVICE_HOSTS] : list(value.toLowerCase())))
  .refine((hosts) => hosts.length > 0 && hosts.every((host) => HOST_PATTERN.test(host) && !isIP(host)), {
    message: 'esperado "host.exemplo.com,*.sufixo.com" (nomes de host ou *.sufixo, sem endereços IP)',
  });

/** A DNS server as Node's resolver takes it: an IP address, optionally with a port (`[v6]:port`). */
function isDnsServer(value: string): boolean {
  const bracketed = /^\[([^\]]+)\](?::(\d{1,5}))?$/.exec(value);
  const withPort = /^([\d.]+):(\d{1,5})$/.exec(value);
  const [address, port] = bracketed ? [bracketed[1]!, bracketed[2]] : withPort ? [withPort[1]!, withPort[2]] : [value, undefined];
  return isIP(address) !== 0 && (port === undefined || (Number(port) > 0 && Number(port) < 65536));
}

export const pushDnsServersSchema = z
  .string()
  .optional()
  .transform((value) => list(value ?? ""))
  .refine((servers) => servers.every(isDnsServer), { message: 'esperado "1.1.1.1,8.8.8.8" (IP, ou IP:porta, ou [IPv6]:porta)' });

export const pushAllowAddressesSchema = z
  .string()
  .optional()
  .transform((value) => list(value ?? ""))
  .refine((addresses) => addresses.every((address) => isIP(address) !== 0), { message: 'esperado "127.0.0.1,::1" (endereços IP)' });

/** Whether `host` (a URL's hostname) is one of the push services `patterns` name. */
export function isPushServiceHost(host: string, patterns: readonly string[]): boolean {
  const name = host.toLowerCase();
  return patterns.some((pattern) => (pattern.startsWith("*.") ? name.endsWith(pattern.slice(1)) : name === pattern));
}
