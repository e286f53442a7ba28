import { describe, expect, it, vi } from "vitest";
import { TtlCache } from "@/lib/shared/ttl-cache";

describe("customer lookup cache", () => {
  it("reuses a lookup for the TTL, then loads again", async () => {
    let now = 0;
    const cache = new TtlCache<string>(5_000, 10, () => now);
    const loader = vi.fn(async () => `v${loader.mock.calls.length}`);
    expect(await cache.load("a", loader)).toBe("v1");
    now = 4_999;
    expect(await cache.load("a", loader)).toBe("v1");
    now = 5_000;
    expect(await cache.load("a", loader)).toBe("v2");
    expect(loader).toHaveBeenCalledTimes(2);
  });

  it("shares one request between concurrent lookups", async () => {
    const cache = new TtlCache<number>(5_000);
    const loader = vi.fn(() => new Promise<number>((resolve) => setTimeout(() => resolve(1), 5)));
    await Promise.all([cache.load("a", loader), cache.load("a", loader), cache.load("a", loader)]);
    expect(loader).toHaveBeenCalledTimes(1);
  });

  it("never keeps a failure", async () => {
    const cache = new TtlCache<number>(5_000);
    await expect(cache.load("a", () => Promise.reject(new Error("x")))).rejects.toThrow("x");
    await Promise.resolve();
    expect(await cache.load("a", async () => 2)).toBe(2);
  });

  it("is bounded, dropping the oldest entries", async () => {
    const cache = new TtlCache<string>(5_000, 3);
    for (const key of ["a", "b", "c", "d"]) await cache.load(key, async () => key);
    expect(cache.size).toBe(3);
    const loader = vi.fn(async () => "a2");
    expect(await cache.load("a", loader)).toBe("a2");
    expect(await cache.load("d", loader)).toBe("d");
  });

  it("a TTL of 0 turns caching off", async () => {
    const cache = new TtlCache<number>(0);
    const loader = vi.fn(async () => 1);
    await cache.load("a", loader);
    await cache.load("a", loader);
    expect(loader).toHaveBeenCalledTimes(2);
    expect(cache.size).toBe(0);
  });
});

describe("values set without a loader", () => {
  it("are peeked until their TTL, deleted on demand, and never loaded", async () => {
    let now = 0;
    const cache = new TtlCache<string>(1_000, 10, () => now);
    expect(cache.peek("a")).toBeUndefined();
    cache.set("a", "x");
    expect(await cache.peek("a")).toBe("x");
    now = 1_000;
    expect(cache.peek("a")).toBeUndefined();
    cache.set("a", "y");
    cache.delete("a");
    expect(cache.peek("a")).toBeUndefined();
  });
});

describe("forgetting a document's entries", () => {
  it("drops the entries under a prefix and keeps the others", async () => {
    const cache = new TtlCache<string>(5_000);
    for (const key of ["111:1", "111:2", "1112:1", "222:1"]) cache.set(key, key);
    cache.deletePrefix("111:");
    expect(cache.peek("111:1")).toBeUndefined();
    expect(cache.peek("111:2")).toBeUndefined();
    expect(await cache.peek("1112:1")).toBe("1112:1");
    expect(await cache.peek("222:1")).toBe("222:1");
  });
});
