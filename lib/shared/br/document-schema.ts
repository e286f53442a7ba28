import { z } from "zod";
import {
  DOCUMENT_INPUT_MAX_LENGTH,
  documentKind,
  invoiceLookupError,
  isValidCnpj,
  isValidCpf,
  normalizeDocument,
} from "@/lib/shared/br/document";
import { DOCUMENT_MESSAGES } from "@/lib/shared/br/messages";

/**
 * Login and forgot-password document: at most 18 characters, a valid CPF or CNPJ (numeric or
 * alphanumeric). The output is normalized: digits, plus upper-case letters for an alphanumeric CNPJ.
 */
export const cpfCnpjSchema = z
  .string()
  .trim()
  .max(DOCUMENT_INPUT_MAX_LENGTH, { error: DOCUMENT_MESSAGES.invalidDocument, abort: true })
  .superRefine((value, ctx) => {
    const kind = documentKind(value);
    if (kind === "cpf" && !isValidCpf(value)) {
      ctx.addIssue({ code: "custom", message: DOCUMENT_MESSAGES.invalidCpf });
    } else if (kind === "cnpj" && !isValidCnpj(value)) {
      ctx.addIssue({ code: "custom", message: DOCUMENT_MESSAGES.invalidCnpj });
    } else if (kind === null) {
      const message = normalizeDocument(value) === "" ? DOCUMENT_MESSAGES.lookupRequired : DOCUMENT_MESSAGES.invalidDocument;
      ctx.addIssue({ code: "custom", message });
    }
  })
  .transform(normalizeDocument);

/** Invoice lookup (/verificar-fatura): only 11 or 14 characters are required, no check digits. */
export const lookupDocumentSchema = z
  .string()
  .trim()
  .max(DOCUMENT_INPUT_MAX_LENGTH, { error: DOCUMENT_MESSAGES.lookupLength, abort: true })
  .superRefine((value, ctx) => {
    const message = invoiceLookupError(value);
    if (message !== null) ctx.addIssue({ code: "custom", message });
  })
  .transform(normalizeDocument);

export type CpfCnpj = z.output<typeof cpfCnpjSchema>;
export type LookupDocument = z.output<typeof lookupDocumentSchema>;
