import { describe, expect, it } from "vitest";
import { brazilDate, brazilDateTime, normalizeSgpDate } from "@/lib/vendors/sgp/dates";

describe("Brazil time for the SGP", () => {
  it("data_hora_agendamento is São Paulo wall time (UTC−3), across midnight UTC and a month end", () => {
    expect(brazilDateTime(new Date("2026-03-01T02:30:00Z"))).toBe("2026-02-28 23:30");
    expect(brazilDateTime(new Date("2026-01-01T00:15:00Z"))).toBe("2025-12-31 21:15");
    expect(brazilDateTime(new Date("2026-07-15T15:04:59Z"))).toBe("2026-07-15 12:04");
  });

  it("the promise date is the Brazil date plus 3 days, not the UTC date", () => {
    // 01:00 UTC on March 1st is still February 28th in Brazil: +3 days is March 3rd (UTC would say the 4th).
    expect(brazilDate(new Date("2026-03-01T01:00:00Z"), 3)).toBe("2026-03-03");
    expect(brazilDate(new Date("2026-12-30T12:00:00Z"), 3)).toBe("2027-01-02");
    expect(brazilDate(new Date("2028-02-27T12:00:00Z"), 3)).toBe("2028-03-01");
    expect(brazilDate(new Date("2026-03-01T03:00:00Z"))).toBe("2026-03-01");
  });

  it("normalizes the SGP's date formats", () => {
    expect(normalizeSgpDate("2026-05-10")).toBe("2026-05-10");
    expect(normalizeSgpDate("2026-05-10 16:34:10")).toBe("2026-05-10");
    expect(normalizeSgpDate("09/06/2022 16:34:10")).toBe("2022-06-09");
    expect(normalizeSgpDate("0000-00-00")).toBeNull();
    expect(normalizeSgpDate("")).toBeNull();
    expect(normalizeSgpDate(null)).toBeNull();
    expect(normalizeSgpDate(20260510)).toBeNull();
  });
});
