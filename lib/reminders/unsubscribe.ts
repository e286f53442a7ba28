import "server-only";
import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from "node:crypto";
import { isValidDocument } from "@/lib/shared/br/document";

/**
 * The reminders' one-click unsubscribe (RFC 8058; OPERATIONS.md, Scheduled jobs): each e-mail's
 * List-Unsubscribe link carries a token that names the subscriber's document without showing it,
 * the document sealed with AES-256-GCM under a key derived from AUTH_SECRET. Its tag is what an
 * HMAC would be: a token not made by the portal does not open. While AUTH_SECRET rotates, tokens
 * made under AUTH_SECRET_PREVIOUS still open, like the sessions (lib/auth/session-token.ts).
 */
export const UNSUBSCRIBE_PATH = "/api/reminders/unsubscribe";

const IV_BYTES = 12;
const TAG_BYTES = 16;

function keyFrom(secret: string): Buffer {
  return Buffer.from(hkdfSync("sha256", secret, "", "central-do-assinante/lembretes/descadastro", 32));
}

const secrets = () => [process.env.AUTH_SECRET, process.env.AUTH_SECRET_PREVIOUS].filter((s): s is string => !!s);

/** Null without AUTH_SECRET: then no e-mail can carry a working link, and none is sent. */
export function unsubscribeToken(document: string): string | null {
  const secret = process.env.AUTH_SECRET;
  if (!secret) return null;
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv("aes-256-gcm", keyFrom(secret), iv);
  const sealed = Buffer.concat([cipher.update(document, "utf8"), cipher.final()]);
  return Buffer.concat([iv, cipher.getAuthTag(), sealed]).toString("base64url");
}

/** The document a token names, or null for a token the portal did not make. */
export function documentOfToken(token: string): string | null {
  if (!/^[A-Za-z0-9_-]{1,200}$/.test(token)) return null;
  const raw = Buffer.from(token, "base64url");
  if (raw.length <= IV_BYTES + TAG_BYTES) return null;
  for (const secret of secrets()) {
    try {
      const decipher = createDecipheriv("aes-256-gcm", keyFrom(secret), raw.subarray(0, IV_BYTES));
      decipher.setAuthTag(raw.subarray(IV_BYTES, IV_BYTES + TAG_BYTES));
      const document = Buffer.concat([decipher.update(raw.subarray(IV_BYTES + TAG_BYTES)), decipher.final()]).toString("utf8");
      return isValidDocument(document) ? document : null;
    } catch {
      // Not sealed with this secret: the next one, or refused.
    }
  }
  return null;
}

/** The link of a subscriber's e-mail, on the portal's public address. */
export function unsubscribeUrl(base: string, document: string): string | null {
  const token = unsubscribeToken(document);
  if (!token) return null;
  const url = new URL(UNSUBSCRIBE_PATH, base);
  url.searchParams.set("t", token);
  return url.toString();
}
