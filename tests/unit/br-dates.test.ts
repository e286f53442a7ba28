import { describe, expect, it } from "vitest";
import { formatDate, formatDateTime, formatRelativeTime, parseDateInput } from "@/lib/shared/br/dates";

describe("formatDate / formatDateTime", () => {
  it("converts instants to São Paulo time around midnight UTC", () => {
    expect(formatDate("2026-03-01T02:30:00Z")).toBe("28/02/2026");
    expect(formatDateTime("2026-03-01T02:30:00Z")).toBe("28/02/2026 23:30");
    expect(formatDate("2026-03-01T03:00:00.000Z")).toBe("01/03/2026");
    expect(formatDateTime("2026-03-01T03:00:00.000Z")).toBe("01/03/2026 00:00");
    expect(formatDateTime("2026-03-01T10:15:00-03:00")).toBe("01/03/2026 10:15");
  });

  it("never shifts a plain calendar date", () => {
    expect(formatDate("2026-03-01")).toBe("01/03/2026");
    expect(formatDate("2026-01-01")).toBe("01/01/2026");
    expect(formatDate("2025-12-31")).toBe("31/12/2025");
    expect(formatDateTime("2026-03-01")).toBe("01/03/2026 00:00");
    expect(formatDate("01/03/2026")).toBe("01/03/2026");
  });

  it("reads a timestamp without an offset as São Paulo wall-clock time", () => {
    expect(formatDateTime("2026-03-01 23:45:10")).toBe("01/03/2026 23:45");
    expect(formatDateTime("2026-03-01T00:05")).toBe("01/03/2026 00:05");
    expect(parseDateInput("2026-03-01 23:45:10.5")?.toISOString()).toBe("2026-03-02T02:45:10.500Z");
  });

  it("accepts Date objects and epoch milliseconds", () => {
    expect(formatDateTime(new Date("2026-07-04T15:00:00Z"))).toBe("04/07/2026 12:00");
    expect(formatDate(Date.UTC(2026, 6, 4, 1, 0))).toBe("03/07/2026");
  });

  it("follows the historical daylight-saving rules of the zone", () => {
    // São Paulo used UTC−2 in the summer of 2018/2019.
    expect(formatDateTime("2018-12-01T02:30:00Z")).toBe("01/12/2018 00:30");
  });

  it.each([null, undefined, "", "   ", "not a date", "2026-02-30", "31/02/2026", Number.NaN, new Date("x")])(
    "gives '-' for %s",
    (value) => {
      expect(formatDate(value)).toBe("-");
      expect(formatDateTime(value)).toBe("-");
    },
  );
});

describe("formatRelativeTime", () => {
  const now = new Date("2026-03-10T12:00:00Z");
  const ago = (ms: number) => new Date(now.getTime() - ms);
  const SECOND = 1000;
  const MINUTE = 60 * SECOND;
  const HOUR = 60 * MINUTE;
  const DAY = 24 * HOUR;

  it("says 'Agora' under a minute and for future dates", () => {
    expect(formatRelativeTime(now, now)).toBe("Agora");
    expect(formatRelativeTime(ago(59_999), now)).toBe("Agora");
    expect(formatRelativeTime(ago(-5 * MINUTE), now)).toBe("Agora");
  });

  it("counts minutes, hours and days at their thresholds", () => {
    expect(formatRelativeTime(ago(MINUTE), now)).toBe("1min");
    expect(formatRelativeTime(ago(HOUR - 1), now)).toBe("59min");
    expect(formatRelativeTime(ago(HOUR), now)).toBe("1h");
    expect(formatRelativeTime(ago(DAY - 1), now)).toBe("23h");
    expect(formatRelativeTime(ago(DAY), now)).toBe("1d");
    expect(formatRelativeTime(ago(7 * DAY - 1), now)).toBe("6d");
  });

  it("shows dd/mm in São Paulo from 7 days on", () => {
    expect(formatRelativeTime(ago(7 * DAY), now)).toBe("03/03");
    expect(formatRelativeTime("2026-03-01T02:30:00Z", now)).toBe("28/02");
  });

  it("accepts ISO strings and gives '-' when invalid", () => {
    expect(formatRelativeTime("2026-03-10T11:30:00Z", now)).toBe("30min");
    expect(formatRelativeTime(null, now)).toBe("-");
    expect(formatRelativeTime("garbage", now)).toBe("-");
  });
});
