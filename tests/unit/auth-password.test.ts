import { describe, expect, it } from "vitest";
import { hashPassword, isPasswordHash, safeEqual, verifyPassword } from "@/lib/auth/password";

describe("password hashing", () => {
  it("verifies the password it hashed and nothing else", async () => {
    const hash = await hashPassword("maria123");
    expect(isPasswordHash(hash)).toBe(true);
    expect(hash).not.toContain("maria123");
    expect(await verifyPassword("maria123", hash)).toBe(true);
    expect(await verifyPassword("maria124", hash)).toBe(false);
    expect(await verifyPassword("", hash)).toBe(false);
  });

  it("salts every hash", async () => {
    expect(await hashPassword("x")).not.toBe(await hashPassword("x"));
  });

  it("does not take plain text for a hash", async () => {
    expect(isPasswordHash("maria123")).toBe(false);
    expect(await verifyPassword("maria123", "maria123")).toBe(false);
  });

  it("compares plain secrets exactly", () => {
    expect(safeEqual("abc", "abc")).toBe(true);
    expect(safeEqual("abc", "abd")).toBe(false);
    expect(safeEqual("abc", "abcd")).toBe(false);
  });
});
