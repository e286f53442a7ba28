import { describe, expect, it } from "vitest";
import { formatUnreadBadge } from "@/lib/notifications/badge";
import { notificationMessages } from "@/lib/notifications/messages";
import { notificationKind, notificationTime, priorityTone } from "@/lib/notifications/view";
import { feedQuerySchema, markReadSchema, operatorNotificationSchema } from "@/lib/notifications/validation";

describe("notification presentation", () => {
  it("maps tipo to the four icon kinds, anything else info", () => {
    expect(notificationKind("success")).toBe("success");
    expect(notificationKind("WARNING")).toBe("warning");
    expect(notificationKind("error")).toBe("error");
    expect(notificationKind("info")).toBe("info");
    expect(notificationKind("promo")).toBe("info");
    expect(notificationKind(null)).toBe("info");
  });

  it("colours by priority: 3 red, 2 yellow, anything else blue", () => {
    expect(priorityTone(3)).toBe("danger");
    expect(priorityTone(2)).toBe("warning");
    expect(priorityTone(1)).toBe("info");
    expect(priorityTone(0)).toBe("info");
    expect(priorityTone(7)).toBe("info");
    expect(priorityTone(null)).toBe("info");
  });

  it("shows relative times: Agora, Nmin, Nh, Nd, then dd/mm", () => {
    const now = new Date("2026-05-20T15:00:00Z");
    expect(notificationTime("2026-05-20T14:59:30Z", now)).toBe("Agora");
    expect(notificationTime("2026-05-20T14:55:00Z", now)).toBe("5min");
    expect(notificationTime("2026-05-20T12:00:00Z", now)).toBe("3h");
    expect(notificationTime("2026-05-18T15:00:00Z", now)).toBe("2d");
    expect(notificationTime("2026-05-01T15:00:00Z", now)).toBe("01/05");
    expect(notificationTime("2026-05-20T15:05:00Z", now)).toBe("Agora");
  });

  it("caps the unread badge at 99+", () => {
    expect(formatUnreadBadge(0)).toBeNull();
    expect(formatUnreadBadge(1)).toBe("1");
    expect(formatUnreadBadge(99)).toBe("99");
    expect(formatUnreadBadge(100)).toBe("99+");
    expect(formatUnreadBadge(120)).toBe("99+");
  });

  it("writes the tab label as the spec does", () => {
    expect(notificationMessages.tabUnread(3)).toBe("Nao lidas (3)");
  });
});

describe("notification input", () => {
  const valid = { documento: "529.982.247-25", titulo: "Fatura", mensagem: "Sua fatura venceu" };

  it("normalises the document and fills the defaults", () => {
    const parsed = operatorNotificationSchema.parse(valid);
    expect(parsed).toMatchObject({ documento: "52998224725", tipo: "info", prioridade: 1 });
  });

  it("refuses an invalid document, an unknown type or priority, and empty texts", () => {
    expect(operatorNotificationSchema.safeParse({ ...valid, documento: "111.111.111-11" }).success).toBe(false);
    expect(operatorNotificationSchema.safeParse({ ...valid, tipo: "promo" }).success).toBe(false);
    expect(operatorNotificationSchema.safeParse({ ...valid, prioridade: 4 }).success).toBe(false);
    expect(operatorNotificationSchema.safeParse({ ...valid, titulo: "   " }).success).toBe(false);
    expect(operatorNotificationSchema.safeParse({ ...valid, mensagem: "x".repeat(2001) }).success).toBe(false);
  });

  it("reads the feed query with defaults and bounds", () => {
    expect(feedQuerySchema.parse({})).toEqual({ status: "unread", limit: 5, order: "priority" });
    expect(feedQuerySchema.parse({ status: "all", limit: "100", order: "newest" })).toEqual({
      status: "all",
      limit: 100,
      order: "newest",
    });
    expect(feedQuerySchema.safeParse({ limit: "1000" }).success).toBe(false);
  });

  it("marks one notification or all of them, nothing else", () => {
    expect(markReadSchema.safeParse({ id: 3 }).success).toBe(true);
    expect(markReadSchema.safeParse({ todas: true }).success).toBe(true);
    expect(markReadSchema.safeParse({ todas: false }).success).toBe(false);
    expect(markReadSchema.safeParse({ id: "3" }).success).toBe(false);
    expect(markReadSchema.safeParse({ id: 3, documento: "52998224725" }).success).toBe(false);
  });
});
