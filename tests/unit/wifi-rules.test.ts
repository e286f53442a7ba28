import { describe, expect, it } from "vitest";
import { isValidPassphrase, isValidSsid, wifiChangeSchema } from "@/lib/equipment/validation";

describe("Wi-Fi rules", () => {
  it("an SSID is 1 to 32 bytes in UTF-8", () => {
    expect(isValidSsid("")).toBe(false);
    expect(isValidSsid("a")).toBe(true);
    expect(isValidSsid("x".repeat(32))).toBe(true);
    expect(isValidSsid("x".repeat(33))).toBe(false);
    // 16 "ã" are 32 bytes; 17 are 34.
    expect(isValidSsid("ã".repeat(16))).toBe(true);
    expect(isValidSsid("ã".repeat(17))).toBe(false);
  });

  it("a WPA2 passphrase is 8 to 63 printable ASCII characters", () => {
    expect(isValidPassphrase("1234567")).toBe(false);
    expect(isValidPassphrase("12345678")).toBe(true);
    expect(isValidPassphrase("a b~c!d@")).toBe(true);
    expect(isValidPassphrase("x".repeat(63))).toBe(true);
    expect(isValidPassphrase("x".repeat(64))).toBe(false);
    expect(isValidPassphrase("senhaçãoboa")).toBe(false);
    expect(isValidPassphrase("tab\there1")).toBe(false);
  });

  it("the form's blank fields mean 'keep as is'", () => {
    expect(wifiChangeSchema.parse({ contrato: "20101", band: "24", ssid: "", password: "" })).toEqual({ contrato: 20101, band: "24" });
    expect(wifiChangeSchema.safeParse({ contrato: 20101, band: "5", password: "curta" }).success).toBe(false);
    expect(wifiChangeSchema.safeParse({ contrato: 20101, band: "6", ssid: "x" }).success).toBe(false);
  });
});
