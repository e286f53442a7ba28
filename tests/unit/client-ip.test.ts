import { afterEach, describe, expect, it } from "vitest";
import { addressKey, clientIp } from "@/lib/platform/request/client-ip";

function withHops(hops: number | undefined) {
  if (hops === undefined) delete process.env.TRUSTED_PROXY_HOPS;
  else process.env.TRUSTED_PROXY_HOPS = String(hops);
}

const forwarded = (value: string) => new Headers({ "x-forwarded-for": value });

/** What a client may write in its own X-Forwarded-For, to look like someone else. */
const FORGED = ["203.0.113.66", "198.51.100.1, 198.51.100.2", "unknown", "::1", "10.0.0.1, 10.0.0.1, 10.0.0.1", ", ,"];

describe("clientIp", () => {
  afterEach(() => {
    withHops(undefined);
    delete process.env.TRUSTED_PROXIES;
  });

  it("by default (0 hops) is the socket's address, the entry the server appended last", () => {
    withHops(undefined);
    expect(clientIp(forwarded("192.0.2.10"))).toBe("192.0.2.10");
    for (const forged of FORGED) expect(clientIp(forwarded(`${forged}, 192.0.2.10`))).toBe("192.0.2.10");
  });

  it("behind one proxy is the address the proxy appended, whatever the client wrote before it", () => {
    withHops(1);
    // client → nginx (appends the client's address) → server (appends nginx's).
    expect(clientIp(forwarded("192.0.2.10, 127.0.0.1"))).toBe("192.0.2.10");
    for (const forged of FORGED) expect(clientIp(forwarded(`${forged}, 192.0.2.10, 127.0.0.1`))).toBe("192.0.2.10");
    withHops(2);
    expect(clientIp(forwarded("203.0.113.66, 192.0.2.10, 10.0.0.2, 127.0.0.1"))).toBe("192.0.2.10");
  });

  it("behind proxies, counts forwarded entries only when the socket's peer is a trusted proxy (TRUSTED_PROXIES)", () => {
    withHops(1);
    // A client that reaches the port directly writes its own X-Forwarded-For: its socket address counts.
    expect(clientIp(forwarded("203.0.113.66, 198.51.100.9"))).toBe("198.51.100.9");
    for (const forged of FORGED) expect(clientIp(forwarded(`${forged}, 198.51.100.9`))).toBe("198.51.100.9");
    // By default loopback and private ranges are proxies; an operator names their own.
    expect(clientIp(forwarded("192.0.2.10, 10.1.2.3"))).toBe("192.0.2.10");
    process.env.TRUSTED_PROXIES = "192.0.2.0/28, 2001:db8::1";
    expect(clientIp(forwarded("203.0.113.66, 10.1.2.3"))).toBe("10.1.2.3");
    expect(clientIp(forwarded("203.0.113.66, 192.0.2.5"))).toBe("203.0.113.66");
    expect(clientIp(forwarded("203.0.113.66, 2001:db8::1"))).toBe("203.0.113.66");
    // Every hop skipped must be a trusted proxy: the first one that is not is the client.
    withHops(2);
    expect(clientIp(forwarded("203.0.113.1, 198.51.100.7, 192.0.2.5"))).toBe("198.51.100.7");
    expect(clientIp(forwarded("203.0.113.1, 192.0.2.6, 192.0.2.5"))).toBe("203.0.113.1");
  });

  it("refuses TRUSTED_PROXIES that are not addresses or ranges", async () => {
    const { readServerConfig } = await import("@/lib/platform/config/schema");
    expect(() => readServerConfig({ NODE_ENV: "test", TRUSTED_PROXIES: "10.0.0.0/8, proxy.local" })).toThrow(/TRUSTED_PROXIES/);
    expect(() => readServerConfig({ NODE_ENV: "test", TRUSTED_PROXIES: "10.0.0.0/40" })).toThrow(/TRUSTED_PROXIES/);
  });

  it("has no shared stand-in: too few entries, or an entry that is no address, gives null", () => {
    withHops(undefined);
    expect(clientIp(new Headers())).toBeNull();
    expect(clientIp({})).toBeNull();
    expect(clientIp(forwarded("192.0.2.10, desconhecido"))).toBeNull();
    withHops(1);
    // A proxy that sends no X-Forwarded-For: only the server's own entry, the proxy's address.
    expect(clientIp(forwarded("127.0.0.1"))).toBeNull();
  });

  it("reads plain header records (next-auth's request) and repeated headers", () => {
    withHops(undefined);
    expect(clientIp({ "x-forwarded-for": "203.0.113.66, 192.0.2.10" })).toBe("192.0.2.10");
    expect(clientIp({ "x-forwarded-for": ["203.0.113.66", "192.0.2.10"] })).toBe("192.0.2.10");
  });

  it("writes one address one way: ports, brackets, zones and IPv4 over IPv6 dropped", () => {
    withHops(undefined);
    expect(clientIp(forwarded("::ffff:192.0.2.10"))).toBe("192.0.2.10");
    expect(clientIp(forwarded("192.0.2.10:51234"))).toBe("192.0.2.10");
    expect(clientIp(forwarded("[2001:DB8::1]:443"))).toBe("2001:db8::1");
    expect(clientIp(forwarded("fe80::1%eth0"))).toBe("fe80::1");
  });

  it("refuses a TRUSTED_PROXY_HOPS that is not a small count", async () => {
    const { readServerConfig } = await import("@/lib/platform/config/schema");
    expect(readServerConfig({ NODE_ENV: "test" }).TRUSTED_PROXY_HOPS).toBe(0);
    for (const bad of ["-1", "1.5", "um", "9"]) {
      expect(() => readServerConfig({ NODE_ENV: "test", TRUSTED_PROXY_HOPS: bad })).toThrow(/TRUSTED_PROXY_HOPS/);
    }
  });
});

describe("addressKey", () => {
  it("counts an IPv6 client by its /64, since it can pick any address inside it", () => {
    expect(addressKey("2001:db8:1:2:3:4:5:6")).toBe("2001:db8:1:2::/64");
    expect(addressKey("2001:db8:1:2:ffff::9")).toBe("2001:db8:1:2::/64");
    expect(addressKey("2001:db8::1")).toBe("2001:db8:0:0::/64");
    expect(addressKey("::1")).toBe("0:0:0:0::/64");
    expect(addressKey("64:ff9b::192.0.2.1")).toBe("64:ff9b:0:0::/64");
  });

  it("keeps an IPv4 address as it is", () => {
    expect(addressKey("192.0.2.10")).toBe("192.0.2.10");
  });
});
