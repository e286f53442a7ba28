import { describe, expect, it } from "vitest";
import {
  backoffMs,
  FIRST_BACKOFF_MS,
  GIVE_UP_AFTER_MS,
  givesUp,
  MAX_BACKOFF_MS,
  paidShort,
  paymentDate,
  releaseDecision,
} from "@/lib/billing/settlement/rules";

describe("settlement retries", () => {
  it("wait 15 s after the first failure, doubling up to 30 min", () => {
    expect([1, 2, 3, 4].map(backoffMs)).toEqual([15_000, 30_000, 60_000, 120_000]);
    expect(backoffMs(0)).toBe(FIRST_BACKOFF_MS);
    expect(backoffMs(8)).toBe(MAX_BACKOFF_MS);
    expect(backoffMs(500)).toBe(MAX_BACKOFF_MS);
  });

  it("stop 24 h after the settlement started", () => {
    const since = new Date("2026-11-20T12:00:00Z");
    expect(givesUp(since, new Date(since.getTime() + GIVE_UP_AFTER_MS - 1))).toBe(false);
    expect(givesUp(since, new Date(since.getTime() + GIVE_UP_AFTER_MS))).toBe(true);
  });

  it("reach 24 h in about 55 attempts, never more than 30 min apart", () => {
    let elapsed = 0;
    let attempts = 0;
    while (elapsed < GIVE_UP_AFTER_MS) elapsed += backoffMs(++attempts);
    expect(attempts).toBeGreaterThan(40);
    expect(attempts).toBeLessThan(60);
  });
});

describe("what is settled", () => {
  it("not an amount below the open one, to the cent", () => {
    expect(paidShort(119.9, 119.9)).toBe(false);
    expect(paidShort(119.9, 119.91)).toBe(true);
    expect(paidShort(0.1 + 0.2, 0.3)).toBe(false);
    expect(paidShort(130, 119.9)).toBe(false);
  });

  it("with the payment's date in America/Sao_Paulo", () => {
    // 01:30 UTC on the 21st is still the 20th in São Paulo (UTC−3).
    expect(paymentDate(new Date("2026-11-21T01:30:00Z"))).toBe("2026-11-20");
    expect(paymentDate(new Date("2026-11-21T03:00:00Z"))).toBe("2026-11-21");
  });
});

describe("the release after a settlement", () => {
  const base = { wasSuspended: true, inService: false, suspendedForNonPayment: true, overdueLeft: false, releaseOnSettle: false };

  it("tells of a release the SGP made only when the contract was suspended before", () => {
    expect(releaseDecision({ ...base, inService: true, suspendedForNonPayment: false })).toBe("released-by-sgp");
    expect(releaseDecision({ ...base, wasSuspended: false, inService: true, suspendedForNonPayment: false })).toBe("none");
    expect(releaseDecision({ ...base, wasSuspended: null, inService: true, suspendedForNonPayment: false })).toBe("none");
  });

  it("releases a contract still suspended with nothing overdue only with the switch, else says it is on its way", () => {
    expect(releaseDecision({ ...base, releaseOnSettle: true })).toBe("release");
    expect(releaseDecision(base)).toBe("awaiting-provider");
    expect(releaseDecision({ ...base, wasSuspended: null })).toBe("awaiting-provider");
  });

  it("does nothing while another overdue title keeps it suspended, or for another suspension", () => {
    expect(releaseDecision({ ...base, overdueLeft: true, releaseOnSettle: true })).toBe("none");
    expect(releaseDecision({ ...base, suspendedForNonPayment: false, releaseOnSettle: true })).toBe("none");
  });
});
