import { decode, type JWTDecodeParams } from "next-auth/jwt";

/**
 * Decodes a session cookie with AUTH_SECRET or, while a rotation overlaps (OPERATIONS.md,
 * "Rotating secrets"), with AUTH_SECRET_PREVIOUS: sessions made before the new secret stay valid
 * until they end (24 h at most); new sessions are always made with AUTH_SECRET. null when neither
 * decodes it (tampered, or another secret).
 */
export async function decodeSessionToken(params: JWTDecodeParams) {
  const secrets = [process.env.AUTH_SECRET, process.env.AUTH_SECRET_PREVIOUS].filter((secret): secret is string => !!secret);
  for (const secret of secrets) {
    const token = await decode({ ...params, secret }).catch(() => null);
    if (token) return token;
  }
  return null;
}
