import { describe, expect, it } from "vitest";
import { brazilianMobile } from "@/lib/vendors/sms/zenvia";

describe("mobile numbers for Zenvia", () => {
  it.each([
    ["(19) 99654-3210", "5519996543210"],
    ["19996543210", "5519996543210"],
    ["+55 (19) 99654-3210", "5519996543210"],
    ["5519996543210", "5519996543210"],
    ["019 99654 3210", "5519996543210"],
  ])("%s → %s", (phone, expected) => {
    expect(brazilianMobile(phone)).toBe(expected);
  });

  it.each(["(19) 3251-4478", "99654-3210", "(01) 99654-3210", "", "abc"])(
    "no SMS to %s (a landline, no area code, not a number)",
    (phone) => {
      expect(brazilianMobile(phone)).toBeNull();
    },
  );
});
