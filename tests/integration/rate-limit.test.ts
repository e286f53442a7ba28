import { and, eq } from "drizzle-orm";
import { beforeEach, expect, it } from "vitest";
import { LIMITS } from "@/lib/platform/rate-limit/limits";
import { consume, purgeExpiredLimits, release, remember, remembered, type LimitPolicy } from "@/lib/platform/rate-limit/store";
import { rateLimits } from "@/lib/vendors/db/schema";
import { describeEachDatabase, truncateAll } from "../support/db";

const SECOND = 1000;
const t0 = new Date("2026-11-24T12:00:00.000Z");
const at = (ms: number) => new Date(t0.getTime() + ms);

const perMinute: LimitPolicy = { scope: "test:per-minute", limit: 3, windowMs: 60 * SECOND, blockMs: 0 };
const withBlock: LimitPolicy = { scope: "test:block", limit: 2, windowMs: 60 * SECOND, blockMs: 120 * SECOND };

describeEachDatabase("rate limit counters", (getDb) => {
  beforeEach(() => truncateAll(getDb()));

  const row = async (policy: LimitPolicy, key: string) =>
    (
      await getDb()
        .select()
        .from(rateLimits)
        .where(and(eq(rateLimits.scope, policy.scope), eq(rateLimits.key, key)))
    )[0];

  it("refuses past the limit until the window ends, then counts afresh", async () => {
    for (let i = 0; i < 3; i++) expect((await consume(perMinute, "a", { now: at(i * SECOND) })).ok).toBe(true);
    expect(await consume(perMinute, "a", { now: at(30 * SECOND) })).toEqual({ ok: false, retryAt: at(60 * SECOND) });
    expect((await consume(perMinute, "b", { now: at(30 * SECOND) })).ok).toBe(true);
    const fresh = await consume(perMinute, "a", { now: at(61 * SECOND) });
    expect(fresh).toMatchObject({ ok: true, exhaustedUntil: null });
    expect(await row(perMinute, "a")).toMatchObject({ count: 1, windowStart: at(61 * SECOND) });
  });

  it("the event that reaches the limit blocks the key for blockMs, past the window's end", async () => {
    expect(await consume(withBlock, "a", { now: t0 })).toMatchObject({ ok: true, exhaustedUntil: null });
    expect(await consume(withBlock, "a", { now: at(SECOND) })).toMatchObject({ ok: true, exhaustedUntil: at(121 * SECOND) });
    expect(await consume(withBlock, "a", { now: at(90 * SECOND) })).toEqual({ ok: false, retryAt: at(121 * SECOND) });
    expect((await consume(withBlock, "a", { now: at(122 * SECOND) })).ok).toBe(true);
    expect(await row(withBlock, "a")).toMatchObject({ count: 1, blockedUntil: null });
  });

  it("a lower limit for one caller leaves the rest of the key's room to others", async () => {
    const policy: LimitPolicy = { scope: "test:room", limit: 5, windowMs: 60 * SECOND, blockMs: 60 * SECOND };
    for (let i = 0; i < 3; i++) expect((await consume(policy, "doc", { limit: 3, now: t0 })).ok).toBe(true);
    expect(await consume(policy, "doc", { limit: 3, now: t0 })).toEqual({ ok: false, retryAt: at(60 * SECOND) });
    expect(await consume(policy, "doc", { now: t0 })).toMatchObject({ ok: true, exhaustedUntil: null });
    expect(await consume(policy, "doc", { now: t0 })).toMatchObject({ ok: true, exhaustedUntil: at(60 * SECOND) });
    expect((await consume(policy, "doc", { now: t0 })).ok).toBe(false);
  });

  it("50 events at once get exactly the limit's slots", async () => {
    const policy: LimitPolicy = { scope: "test:burst", limit: 5, windowMs: 60 * SECOND, blockMs: 60 * SECOND };
    const answers = await Promise.all(Array.from({ length: 50 }, () => consume(policy, "k")));
    expect(answers.filter((a) => a.ok)).toHaveLength(5);
    expect(await row(policy, "k")).toMatchObject({ count: 5 });
  });

  it("a released event gives its slot back and lifts the block it made", async () => {
    await consume(withBlock, "a", { now: t0 });
    const second = await consume(withBlock, "a", { now: at(SECOND) });
    if (!second.ok) throw new Error("the second event has room");
    await release(second.slot);
    expect(await row(withBlock, "a")).toMatchObject({ count: 1, blockedUntil: null });
    expect((await consume(withBlock, "a", { now: at(2 * SECOND) })).ok).toBe(true);
  });

  it("remembers a key for its window only", async () => {
    await remember(LIMITS.knownAddress, "198.51.100.1|52998224725", t0);
    expect(await remembered(LIMITS.knownAddress, "198.51.100.1|52998224725", at(29 * 24 * 3600 * SECOND))).toBe(true);
    expect(await remembered(LIMITS.knownAddress, "198.51.100.1|52998224725", at(31 * 24 * 3600 * SECOND))).toBe(false);
    expect(await remembered(LIMITS.knownAddress, "198.51.100.2|52998224725", t0)).toBe(false);
  });

  it("purges counters whose window and block have ended, and nothing else", async () => {
    const policies = [...Object.values(LIMITS), perMinute, withBlock];
    await consume(perMinute, "ended", { now: t0 });
    await consume(perMinute, "live", { now: at(30 * SECOND) });
    await consume(withBlock, "blocked", { now: t0 });
    await consume(withBlock, "blocked", { now: t0 });
    await consume(LIMITS.loginAddress, "198.51.100.1", { now: t0 });
    await remember(LIMITS.knownAddress, "198.51.100.1|52998224725", t0);
    await getDb()
      .insert(rateLimits)
      .values([
        {
          scope: "retired:scope",
          key: "old",
          count: 1,
          windowStart: at(-40 * 24 * 3600 * SECOND),
          updatedAt: at(-40 * 24 * 3600 * SECOND),
        },
        { scope: "retired:scope", key: "recent", count: 1, windowStart: at(-SECOND), updatedAt: at(-SECOND) },
      ]);

    // 70 s on: the per-minute window ended; the block (120 s) and the 15-minute login window have not.
    expect(await purgeExpiredLimits(policies, at(70 * SECOND))).toBe(2);
    const keys = async () => (await getDb().select({ key: rateLimits.key }).from(rateLimits)).map((r) => r.key).sort();
    expect(await keys()).toEqual(["198.51.100.1", "198.51.100.1|52998224725", "blocked", "live", "recent"]);

    // 16 minutes on: only the remembered owner's address (30 days) and the recent row of a retired scope stay.
    await purgeExpiredLimits(policies, at(16 * 60 * SECOND));
    expect(await keys()).toEqual(["198.51.100.1|52998224725", "recent"]);
  });
});
