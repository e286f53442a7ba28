import { describe, expect, it } from "vitest";
import { readServerConfig } from "@/lib/platform/config/schema";
import { invoiceAnchorId, invoiceLink } from "@/lib/reminders/invoice-link";
import { reminderMessages as m } from "@/lib/reminders/messages";
import { isQuietHour, reminderDaysBefore } from "@/lib/reminders/rule";

const DEFAULT_DAYS = [3, 0];
const at = (iso: string) => new Date(iso);

describe("which reminder an invoice gets on which São Paulo day", () => {
  const due = "2026-11-27";

  it("3 days before up to the day before, then on the due date; nothing earlier or overdue", () => {
    expect(reminderDaysBefore(due, at("2026-11-23T10:00:00-03:00"), DEFAULT_DAYS)).toBeNull();
    expect(reminderDaysBefore(due, at("2026-11-24T10:00:00-03:00"), DEFAULT_DAYS)).toBe(3);
    // A run that missed the exact day catches up with the same reminder (its key is sent once).
    expect(reminderDaysBefore(due, at("2026-11-25T10:00:00-03:00"), DEFAULT_DAYS)).toBe(3);
    expect(reminderDaysBefore(due, at("2026-11-26T10:00:00-03:00"), DEFAULT_DAYS)).toBe(3);
    expect(reminderDaysBefore(due, at("2026-11-27T10:00:00-03:00"), DEFAULT_DAYS)).toBe(0);
    expect(reminderDaysBefore(due, at("2026-11-28T10:00:00-03:00"), DEFAULT_DAYS)).toBeNull();
  });

  it("counts São Paulo's calendar day, not UTC's", () => {
    // 23:59:59 on the 23rd in São Paulo is already the 24th in UTC: still 4 days left.
    expect(reminderDaysBefore(due, at("2026-11-24T02:59:59Z"), DEFAULT_DAYS)).toBeNull();
    expect(reminderDaysBefore(due, at("2026-11-24T03:00:00Z"), DEFAULT_DAYS)).toBe(3);
    // 22:00 on the 26th in São Paulo is the 27th in UTC: the due-date reminder waits for the 27th.
    expect(reminderDaysBefore(due, at("2026-11-27T01:00:00Z"), DEFAULT_DAYS)).toBe(3);
    expect(reminderDaysBefore(due, at("2026-11-27T03:00:00Z"), DEFAULT_DAYS)).toBe(0);
  });

  it("follows the configured days", () => {
    expect(reminderDaysBefore(due, at("2026-11-20T10:00:00-03:00"), [7, 3, 0])).toBe(7);
    expect(reminderDaysBefore(due, at("2026-11-22T10:00:00-03:00"), [7, 3, 0])).toBe(7);
    expect(reminderDaysBefore(due, at("2026-11-24T10:00:00-03:00"), [7, 3, 0])).toBe(3);
    expect(reminderDaysBefore(due, at("2026-11-24T10:00:00-03:00"), [1])).toBeNull();
    expect(reminderDaysBefore(due, at("2026-11-26T10:00:00-03:00"), [1])).toBe(1);
  });

  it("ignores an unreadable due date", () => {
    expect(reminderDaysBefore("", at("2026-11-24T10:00:00-03:00"), DEFAULT_DAYS)).toBeNull();
  });
});

describe("quiet hours, 21:00 to 07:59 in São Paulo", () => {
  it.each([
    ["2026-11-24T20:59:59-03:00", false],
    ["2026-11-24T21:00:00-03:00", true],
    ["2026-11-25T07:59:59-03:00", true],
    ["2026-11-25T08:00:00-03:00", false],
    ["2026-11-25T12:00:00-03:00", false],
    ["2026-11-25T00:30:00-03:00", true],
  ])("%s quiet: %s", (iso, quiet) => {
    expect(isQuietHour(at(iso))).toBe(quiet);
  });

  // Brazil has had no daylight saving time since 2019: UTC-3 all year, summer included.
  it.each([
    ["2027-01-15T23:59:00Z", false],
    ["2027-01-16T00:00:00Z", true],
    ["2027-01-16T10:59:00Z", true],
    ["2027-01-16T11:00:00Z", false],
    ["2026-07-15T23:59:00Z", false],
    ["2026-07-16T00:00:00Z", true],
  ])("%s (UTC) quiet: %s", (iso, quiet) => {
    expect(isQuietHour(at(iso))).toBe(quiet);
  });
});

describe("reminder texts and link", () => {
  it("links to the invoice on the invoices page", () => {
    expect(invoiceLink("880001")).toBe("/invoices#fatura-880001");
    expect(invoiceAnchorId("12/2026 A")).toBe("fatura-12-2026-A");
  });

  it("says when the invoice is due", () => {
    expect(m.title(0)).toBe("Sua fatura vence hoje");
    expect(m.title(1)).toBe("Sua fatura vence amanhã");
    expect(m.title(3)).toBe("Sua fatura vence em 3 dias");
    expect(m.message("880001", "R$\u00a0119,90", "27/11/2026", 3)).toBe(
      "A fatura 880001, de R$\u00a0119,90, vence em 27/11/2026. Pague por PIX ou boleto na Central do Assinante.",
    );
    expect(m.message("880001", "R$\u00a0119,90", "27/11/2026", 0)).toContain("vence hoje (27/11/2026)");
  });
});

describe("reminder settings", () => {
  it("defaults to 3 days before and the due date, the in-server schedule off", () => {
    const c = readServerConfig({ NODE_ENV: "test" });
    expect(c.REMINDER_DAYS).toEqual([3, 0]);
    expect(c.REMINDERS_INTERVAL_MINUTES).toBe(0);
    expect(c.REMINDERS_CONCURRENCY).toBe(2);
  });

  it("reads a list of days, largest first and without repeats, and refuses anything else", () => {
    expect(readServerConfig({ NODE_ENV: "test", REMINDER_DAYS: " 0, 7,3,3" }).REMINDER_DAYS).toEqual([7, 3, 0]);
    for (const bad of ["três", "3;0", "-1", "61", "3,,0"]) {
      expect(() => readServerConfig({ NODE_ENV: "test", REMINDER_DAYS: bad }), bad).toThrow(/REMINDER_DAYS/);
    }
    expect(() => readServerConfig({ NODE_ENV: "test", REMINDERS_CONCURRENCY: "0" })).toThrow(/REMINDERS_CONCURRENCY/);
  });
});
