"use server";

import { headers } from "next/headers";
import { checkPixTransaction } from "@/lib/billing/pix-check/check";
import { pixCheckOutcome, type PixCheckOutcome } from "@/lib/billing/pix-check/outcome";
import { clientIp } from "@/lib/request/client-ip";

/** The PIX check form posted natively, before or without script: the same check as /api/pix/check, its answer rendered on the page. */
export async function checkPixWithoutScript(_previous: PixCheckOutcome | null, form: FormData): Promise<PixCheckOutcome> {
  const txid = form.get("txid");
  const answer = await checkPixTransaction({ txid: typeof txid === "string" ? txid.trim() : txid }, clientIp(await headers()));
  return pixCheckOutcome(answer.status, answer.body);
}
