import { encode } from "next-auth/jwt";
import { afterEach, expect, it } from "vitest";
import { decodeSessionToken } from "@/lib/auth/session-token";

/* AUTH_SECRET rotation with an overlap: sessions made with the previous secret stay valid. */
const OLD = "o".repeat(44);
const NEW = "n".repeat(44);
const saved = { AUTH_SECRET: process.env.AUTH_SECRET, AUTH_SECRET_PREVIOUS: process.env.AUTH_SECRET_PREVIOUS };

afterEach(() => {
  for (const [key, value] of Object.entries(saved)) {
    if (value === undefined) delete process.env[key];
    else process.env[key] = value;
  }
});

const sessionWith = (secret: string) => encode({ token: { sid: "s1", loginAt: 1 }, secret });

it("decodes a session of the previous secret only while AUTH_SECRET_PREVIOUS names it", async () => {
  const before = await sessionWith(OLD);
  process.env.AUTH_SECRET = NEW;
  delete process.env.AUTH_SECRET_PREVIOUS;
  expect(await decodeSessionToken({ token: before, secret: NEW })).toBeNull();

  process.env.AUTH_SECRET_PREVIOUS = OLD;
  expect(await decodeSessionToken({ token: before, secret: NEW })).toMatchObject({ sid: "s1" });
  expect(await decodeSessionToken({ token: await sessionWith(NEW), secret: NEW })).toMatchObject({ sid: "s1" });
});

it("refuses a session of any other secret, and a tampered one", async () => {
  process.env.AUTH_SECRET = NEW;
  process.env.AUTH_SECRET_PREVIOUS = OLD;
  expect(await decodeSessionToken({ token: await sessionWith("x".repeat(44)), secret: NEW })).toBeNull();
  const token = await sessionWith(NEW);
  expect(await decodeSessionToken({ token: `${token.slice(0, -4)}AAAA`, secret: NEW })).toBeNull();
});
