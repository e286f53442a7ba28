import { describe, expect, it } from "vitest";
import { ConfigError, readServerConfig } from "@/lib/platform/config/schema";
import { checkEndpointUrl, isPublicAddress, PushEndpointRefused } from "@/lib/notifications/push/endpoint";
import { DEFAULT_PUSH_SERVICE_HOSTS, isPushServiceHost } from "@/lib/platform/security/push-service-hosts";

function configMessage(env: NodeJS.ProcessEnv): string {
  try {
    readServerConfig(env);
    return "";
  } catch (error) {
    expect(error).toBeInstanceOf(ConfigError);
    return (error as Error).message;
  }
}

describe("push service hosts", () => {
  const hosts = [...DEFAULT_PUSH_SERVICE_HOSTS];

  it.each([
    "fcm.googleapis.com",
    "updates.push.services.mozilla.com",
    "push.services.mozilla.com",
    "web.push.apple.com",
    "wns2-by3p.notify.windows.com",
    "DB5.Notify.Windows.com",
  ])("knows the browsers' push service %s by default", (host) => {
    expect(isPushServiceHost(host, hosts)).toBe(true);
  });

  it.each([
    "notify.windows.com",
    "evilnotify.windows.com",
    "fcm.googleapis.com.evil.example",
    "evil-fcm.googleapis.com",
    "googleapis.com",
    "apple.com",
    "fcm.googleapis.com.",
    "localhost",
  ])("refuses %s", (host) => {
    expect(isPushServiceHost(host, hosts)).toBe(false);
  });

  it("reads PUSH_SERVICE_HOSTS as exact hosts and *.suffix patterns, and refuses addresses and junk", () => {
    expect(readServerConfig({ NODE_ENV: "test" }).PUSH_SERVICE_HOSTS).toEqual(hosts);
    expect(readServerConfig({ NODE_ENV: "test", PUSH_SERVICE_HOSTS: " Push.Example.com, *.push.example.net " }).PUSH_SERVICE_HOSTS).toEqual(
      ["push.example.com", "*.push.example.net"],
    );
    for (const value of ["127.0.0.1", "https://fcm.googleapis.com", "*.", "*", "fcm.googleapis.com/x", "a..b", ","]) {
      expect(configMessage({ NODE_ENV: "test", PUSH_SERVICE_HOSTS: value }), value).toContain("PUSH_SERVICE_HOSTS:");
    }
  });

  it("reads PUSH_DNS_SERVERS as IP addresses with optional ports", () => {
    expect(
      readServerConfig({ NODE_ENV: "test", PUSH_DNS_SERVERS: "1.1.1.1, 8.8.8.8:53,[2606:4700:4700::1111]:53,::1" }).PUSH_DNS_SERVERS,
    ).toEqual(["1.1.1.1", "8.8.8.8:53", "[2606:4700:4700::1111]:53", "::1"]);
    for (const value of ["dns.google", "1.1.1.1:99999", "[::1:53"]) {
      expect(configMessage({ NODE_ENV: "test", PUSH_DNS_SERVERS: value }), value).toContain("PUSH_DNS_SERVERS:");
    }
  });

  it("refuses PUSH_ALLOW_ADDRESSES in production, unless it is the local demo", () => {
    const production = { NODE_ENV: "production" as const, AUTH_SECRET: "k".repeat(44), PUSH_ALLOW_ADDRESSES: "127.0.0.1" };
    expect(configMessage(production)).toMatch(/PUSH_ALLOW_ADDRESSES: deixa o push alcançar endereços internos; em produção/);
    expect(configMessage({ ...production, DEMO: "1" })).toBe("");
    expect(readServerConfig({ NODE_ENV: "test", PUSH_ALLOW_ADDRESSES: "127.0.0.1, ::1" }).PUSH_ALLOW_ADDRESSES).toEqual([
      "127.0.0.1",
      "::1",
    ]);
    expect(configMessage({ NODE_ENV: "test", PUSH_ALLOW_ADDRESSES: "localhost" })).toContain("PUSH_ALLOW_ADDRESSES:");
  });
});

describe("push endpoint addresses", () => {
  it.each(["142.250.79.10", "8.8.8.8", "2800:3f0:4001:80a::200a", "2606:4700:4700::1111", "::ffff:142.250.79.10", "64:ff9b::8.8.8.8"])(
    "accepts the public address %s",
    (address) => expect(isPublicAddress(address)).toBe(true),
  );

  it.each([
    ["unspecified", "0.0.0.0"],
    ["this network", "0.1.2.3"],
    ["loopback", "127.0.0.1"],
    ["loopback", "127.255.0.9"],
    ["private", "10.0.0.1"],
    ["private", "172.31.255.255"],
    ["private", "192.168.10.1"],
    ["CGNAT", "100.64.0.1"],
    ["CGNAT", "100.127.255.254"],
    ["link-local", "169.254.169.254"],
    ["multicast", "224.0.0.1"],
    ["broadcast", "255.255.255.255"],
    ["reserved", "240.0.0.1"],
    ["documentation", "192.0.2.10"],
    ["benchmarking", "198.18.0.1"],
    ["IPv6 unspecified", "::"],
    ["IPv6 loopback", "::1"],
    ["IPv6 unique-local", "fc00::1"],
    ["IPv6 unique-local", "fd12:3456::1"],
    ["IPv6 link-local", "fe80::1"],
    ["IPv6 site-local", "fec0::1"],
    ["IPv6 multicast", "ff02::1"],
    ["IPv4-mapped loopback", "::ffff:127.0.0.1"],
    ["IPv4-mapped loopback (hex)", "::ffff:7f00:1"],
    ["IPv4-mapped private", "::ffff:192.168.0.1"],
    ["IPv4-compatible loopback", "::127.0.0.1"],
    ["NAT64 of loopback", "64:ff9b::7f00:1"],
    ["NAT64 local-use prefix", "64:ff9b:1::a00:1"],
    ["6to4", "2002:7f00:1::1"],
    ["Teredo", "2001:0:4136:e378::1"],
    ["IPv6 documentation", "2001:db8::1"],
    ["not an address", "fcm.googleapis.com"],
  ])("refuses %s (%s)", (_, address) => {
    expect(isPublicAddress(address)).toBe(false);
  });
});

describe("push endpoint URLs", () => {
  const policy = { hosts: [...DEFAULT_PUSH_SERVICE_HOSTS], dnsServers: [], allowAddresses: [] };

  it("accepts the browsers' endpoints", () => {
    expect(checkEndpointUrl("https://fcm.googleapis.com/fcm/send/abc:def", policy).host).toBe("fcm.googleapis.com");
    expect(checkEndpointUrl("https://wns2-by3p.notify.windows.com/w/?token=abc", policy).host).toBe("wns2-by3p.notify.windows.com");
  });

  it.each([
    "http://fcm.googleapis.com/fcm/send/abc",
    "https://user:pass@fcm.googleapis.com/fcm/send/abc",
    "https://evil.example/fcm.googleapis.com",
    "https://142.250.79.10/fcm/send/abc",
    "https://[2800:3f0:4001:80a::200a]/fcm/send/abc",
    "ftp://fcm.googleapis.com/x",
    "não é url",
  ])("refuses %s", (endpoint) => {
    expect(() => checkEndpointUrl(endpoint, policy)).toThrow(PushEndpointRefused);
  });
});
