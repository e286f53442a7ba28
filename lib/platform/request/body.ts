import "server-only";

/**
 * Request bodies read within a size, by every route handler that reads one: the Content-Length
 * is checked before anything is read, and a body without one (chunked) is read only up to the size.
 * What the portal's forms and the service worker send fits in 1 KB; a route that needs more (a push
 * subscription's long endpoint, the operators' notifications, Efí's webhook) names its own size.
 */
export const BODY_LIMIT_BYTES = 1024;

export type BodyText = { ok: true; text: string } | { ok: false; tooLarge: true };

export async function readBodyText(request: Request, maxBytes = BODY_LIMIT_BYTES): Promise<BodyText> {
  const declared = Number(request.headers.get("content-length") ?? "");
  if (Number.isFinite(declared) && declared > maxBytes) return { ok: false, tooLarge: true };
  if (!request.body) return { ok: true, text: "" };
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > maxBytes) {
      await reader.cancel().catch(() => undefined);
      return { ok: false, tooLarge: true };
    }
    chunks.push(value);
  }
  return { ok: true, text: Buffer.concat(chunks).toString("utf8") };
}

export type BodyJson = { ok: true; value: unknown } | { ok: false; tooLarge: true } | { ok: false; tooLarge: false };

/** The body as JSON: `tooLarge` past the size, `{ok: false, tooLarge: false}` when it is not JSON. */
export async function readJsonBody(request: Request, maxBytes = BODY_LIMIT_BYTES): Promise<BodyJson> {
  const body = await readBodyText(request, maxBytes);
  if (!body.ok) return body;
  try {
    return { ok: true, value: JSON.parse(body.text) as unknown };
  } catch {
    return { ok: false, tooLarge: false };
  }
}

/** The 413 a route answers past its size. */
export function payloadTooLarge(): Response {
  return Response.json({ error: "Corpo da requisição grande demais" }, { status: 413, headers: { "cache-control": "no-store" } });
}
