import { describe, expect, it } from "vitest";
import {
  addDaysToDateString,
  daysUntil,
  monthKeyInBrazil,
  monthRangeInBrazil,
  todayInBrazil,
  toBrazilDateString,
} from "@/lib/shared/br/calendar";

describe("todayInBrazil", () => {
  it("uses the São Paulo calendar day", () => {
    expect(todayInBrazil(new Date("2026-03-01T02:30:00Z"))).toBe("2026-02-28");
    expect(todayInBrazil(new Date("2026-03-01T02:59:59.999Z"))).toBe("2026-02-28");
    expect(todayInBrazil(new Date("2026-03-01T03:00:00Z"))).toBe("2026-03-01");
  });
});

describe("toBrazilDateString", () => {
  it("keeps plain dates and converts instants", () => {
    expect(toBrazilDateString("2026-03-01")).toBe("2026-03-01");
    expect(toBrazilDateString("2026-03-01T02:30:00Z")).toBe("2026-02-28");
    expect(toBrazilDateString(null)).toBeNull();
  });
});

describe("addDaysToDateString", () => {
  it("adds calendar days across months, years and leap days", () => {
    expect(addDaysToDateString("2026-02-28", 1)).toBe("2026-03-01");
    expect(addDaysToDateString("2024-02-28", 1)).toBe("2024-02-29");
    expect(addDaysToDateString("2026-12-31", 1)).toBe("2027-01-01");
    expect(addDaysToDateString("2026-01-31", 30)).toBe("2026-03-02");
    expect(addDaysToDateString("2026-03-01", -1)).toBe("2026-02-28");
    expect(addDaysToDateString("2026-03-01", 0)).toBe("2026-03-01");
  });

  it("rejects anything but a real YYYY-MM-DD", () => {
    expect(() => addDaysToDateString("2026-02-30", 1)).toThrow(RangeError);
    expect(() => addDaysToDateString("01/03/2026", 1)).toThrow(RangeError);
    expect(() => addDaysToDateString("2026-03-01T00:00:00Z", 1)).toThrow(RangeError);
  });
});

describe("daysUntil", () => {
  const lateEvening = new Date("2026-03-01T02:30:00Z"); // 28/02 23:30 in São Paulo

  it("counts calendar days in São Paulo", () => {
    expect(daysUntil("2026-02-28", lateEvening)).toBe(0);
    expect(daysUntil("2026-03-01", lateEvening)).toBe(1);
    expect(daysUntil("2026-03-31", lateEvening)).toBe(31);
  });

  it("is negative when overdue", () => {
    expect(daysUntil("2026-02-27", lateEvening)).toBe(-1);
    expect(daysUntil("2025-02-28", lateEvening)).toBe(-365);
  });

  it("counts a timestamp by its São Paulo date and gives null when invalid", () => {
    expect(daysUntil("2026-03-01T02:30:00Z", lateEvening)).toBe(0);
    expect(daysUntil("2026-03-01T03:00:00Z", lateEvening)).toBe(1);
    expect(daysUntil("", lateEvening)).toBeNull();
    expect(daysUntil("2026-13-01", lateEvening)).toBeNull();
  });
});

describe("monthKeyInBrazil", () => {
  it("switches month at São Paulo midnight", () => {
    expect(monthKeyInBrazil(new Date("2026-04-01T02:59:59Z"))).toBe("2026-03");
    expect(monthKeyInBrazil(new Date("2026-04-01T03:00:00Z"))).toBe("2026-04");
    expect(monthKeyInBrazil(new Date("2027-01-01T02:00:00Z"))).toBe("2026-12");
  });
});

describe("monthRangeInBrazil", () => {
  const inRange = (range: { start: Date; end: Date }, iso: string) => {
    const t = new Date(iso).getTime();
    return t >= range.start.getTime() && t <= range.end.getTime();
  };

  it("spans the first instant to the last second of the São Paulo month", () => {
    const range = monthRangeInBrazil(new Date("2026-03-15T12:00:00Z"));
    expect(range.start.toISOString()).toBe("2026-03-01T03:00:00.000Z");
    expect(range.end.toISOString()).toBe("2026-04-01T02:59:59.999Z");
  });

  it("includes the last second of the month and excludes the first of the next", () => {
    const march = monthRangeInBrazil(new Date("2026-03-15T12:00:00Z"));
    expect(inRange(march, "2026-03-31T23:59:59-03:00")).toBe(true);
    expect(inRange(march, "2026-03-31T23:59:59.900-03:00")).toBe(true);
    expect(inRange(march, "2026-04-01T00:00:00-03:00")).toBe(false);
    expect(inRange(march, "2026-03-01T00:00:00-03:00")).toBe(true);
    expect(inRange(march, "2026-02-28T23:59:59-03:00")).toBe(false);
  });

  it("uses the São Paulo month when UTC is already in the next one", () => {
    const range = monthRangeInBrazil(new Date("2026-04-01T02:30:00Z"));
    expect(range.start.toISOString()).toBe("2026-03-01T03:00:00.000Z");
  });

  it("rolls December into the next year", () => {
    const range = monthRangeInBrazil(new Date("2026-12-10T12:00:00Z"));
    expect(range.start.toISOString()).toBe("2026-12-01T03:00:00.000Z");
    expect(range.end.toISOString()).toBe("2027-01-01T02:59:59.999Z");
  });
});
