"use server";

import { headers } from "next/headers";
import type { ActionResult } from "@/lib/action-result";
import { clientIp } from "@/lib/request/client-ip";
import * as publicAccess from "@/lib/billing/public-access/lookup";

/** Creates the invoice link for a typed CPF or CNPJ; limited per address. */
export async function requestInvoiceAccess(input: unknown): Promise<ActionResult<{ token: string }>> {
  return publicAccess.requestInvoiceAccess(input, clientIp(await headers()));
}
