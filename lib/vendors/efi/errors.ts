import "server-only";
import { UpstreamNotFoundError, UpstreamRejectedError } from "@/lib/platform/upstream/errors";
import type { UpstreamResponse } from "@/lib/platform/upstream/http";
import { chargesErrorSchema, pixErrorSchema } from "./schemas";

/**
 * Efí says "this does not exist" by the error's name, whatever the HTTP status: its docs show 400
 * for a charge that does not exist (docs/UPSTREAMS.md §2.1). The PIX API names the missing thing
 * (`cobranca_nao_encontrada`, `location_nao_encontrada`, `pix_nao_encontrado`,
 * `webhook_nao_encontrado`), the charges API likewise (`charge_not_found`). A bare `nao_encontrado`
 * or `not_found` is a route the gateway does not have, a configuration error, not an absent
 * resource, so it stays a refusal.
 */
const PIX_NOT_FOUND = /^[a-z]+(?:_[a-z]+)*_nao_encontrad[oa]$/;
const CHARGES_NOT_FOUND = /^[a-z]+(?:_[a-z]+)*_not_found$/;

export function isNotFoundName(name: string | undefined): boolean {
  return name !== undefined && (PIX_NOT_FOUND.test(name) || CHARGES_NOT_FOUND.test(name));
}

export function isNotFound(error: unknown): error is UpstreamNotFoundError {
  return error instanceof UpstreamNotFoundError;
}

/** Turns a non-2xx answer of the PIX API ({nome, mensagem}) into a typed error. */
export function pixApiError(res: UpstreamResponse): Error {
  const body = pixErrorSchema.safeParse(res.json);
  const name = body.success ? body.data.nome : undefined;
  const message = (body.success && (body.data.mensagem ?? body.data.nome)) || `HTTP ${res.status}`;
  if (isNotFoundName(name)) return new UpstreamNotFoundError("efi", message);
  return new UpstreamRejectedError("efi", message, res.status);
}

/** Turns a non-2xx answer of the charges API ({code, error, error_description}) into a typed error. */
export function chargesApiError(res: UpstreamResponse): Error {
  const body = chargesErrorSchema.safeParse(res.json);
  let message = `HTTP ${res.status}`;
  if (body.success) {
    const description = body.data.error_description;
    message = (typeof description === "string" ? description : description?.message) ?? body.data.error ?? message;
  }
  if (isNotFoundName(body.success ? body.data.error : undefined)) return new UpstreamNotFoundError("efi", message);
  return new UpstreamRejectedError("efi", message, res.status);
}

export function isSuccess(res: UpstreamResponse): boolean {
  return res.status >= 200 && res.status < 300;
}
