import "server-only";
import {
  UpstreamNotFoundError,
  UpstreamRejectedError,
} from "@/lib/upstream/errors";
import type { UpstreamResponse } from "@/lib/upstream/http";
import { chargesErrorSchema, pixErrorSchema } from "./schemas";

/** Turns a non-2xx answer of the PIX API ({nome, mensagem}) into a typed error. */
export function pixApiError(res: UpstreamResponse): Error {
  const body = pixErrorSchema.safeParse(res.json);
  const message = (body.success && (body.data.mensagem ?? body.data.nome)) || `HTTP ${res.status}`;
  if (res.status === 404) return new UpstreamNotFoundError("efi", message);
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
  if (res.status === 404) return new UpstreamNotFoundError("efi", message);
  return new UpstreamRejectedError("efi", message, res.status);
}

export function isSuccess(res: UpstreamResponse): boolean {
  return res.status >= 200 && res.status < 300;
}

