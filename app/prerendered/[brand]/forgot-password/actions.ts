"use server";

import { headers } from "next/headers";
import type { ActionResult } from "@/lib/shared/action-result";
import { requestResetCode } from "@/lib/auth/recovery/request";
import { currentBrand } from "@/lib/platform/brand/current";
import { clientIp } from "@/lib/platform/request/client-ip";

/** Asks for a password-reset code for a typed CPF or CNPJ; the same answer for everyone (lib/auth/recovery/request.ts). */
export async function requestCode(input: unknown): Promise<ActionResult> {
  const [requestHeaders, brand] = await Promise.all([headers(), currentBrand()]);
  return requestResetCode(input, clientIp(requestHeaders), brand.id);
}
