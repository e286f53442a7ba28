"use server";

import { headers } from "next/headers";
import { redirect, RedirectType } from "next/navigation";
import type { ActionResult } from "@/lib/shared/action-result";
import { clientIp } from "@/lib/platform/request/client-ip";
import * as publicAccess from "@/lib/billing/public-access/lookup";
import type { LookupFormState } from "@/lib/billing/public-access/validation";

/** Creates the invoice link for a typed CPF or CNPJ; limited per address. */
export async function requestInvoiceAccess(input: unknown): Promise<ActionResult<{ token: string }>> {
  return publicAccess.requestInvoiceAccess(input, clientIp(await headers()));
}

/**
 * The lookup form posted natively, before or without script: the same link, then a 303 to it; a
 * refusal is rendered on the page.
 */
export async function lookUpWithoutScript(_previous: LookupFormState, form: FormData): Promise<LookupFormState> {
  const documento = form.get("documento");
  const result = await requestInvoiceAccess({ documento });
  if (!result.ok) return { error: result.error, documento: typeof documento === "string" ? documento : "" };
  redirect(`/fatura/${result.data.token}`, RedirectType.push);
}
