"use server";

import { headers } from "next/headers";
import { checkPixTransaction } from "@/lib/billing/pix-check/check";
import { pixCheckOutcome, type PixCheckOutcome } from "@/lib/billing/pix-check/outcome";
import { BODY_LIMIT_BYTES, type BodyJson } from "@/lib/platform/request/body";
import { clientIp } from "@/lib/platform/request/client-ip";

/** The PIX check form posted natively, before or without script: the same check as /api/pix/check, its answer rendered on the page. */
export async function checkPixWithoutScript(_previous: PixCheckOutcome | null, form: FormData): Promise<PixCheckOutcome> {
  // A server action takes whatever a visitor posts: anything but a form reads as an empty one.
  const field = form instanceof FormData ? form.get("txid") : null;
  const txid = typeof field === "string" ? field.trim() : field;
  // The same limiter first and the same 1 KB cap as the route's body (lib/platform/request/body.ts).
  const tooLarge = typeof txid === "string" && Buffer.byteLength(txid) > BODY_LIMIT_BYTES;
  const read = async (): Promise<BodyJson> => (tooLarge ? { ok: false, tooLarge: true } : { ok: true, value: { txid } });
  const answer = await checkPixTransaction(read, clientIp(await headers()));
  return pixCheckOutcome(answer.status, answer.body);
}
