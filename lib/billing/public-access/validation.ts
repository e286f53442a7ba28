import { z } from "zod";
import { lookupDocumentSchema } from "@/lib/shared/br/document-schema";

/** The /verificar-fatura form: one CPF or CNPJ, 11 or 14 characters, no check digits (docs/SPEC.md §5). */
export const invoiceLookupSchema = z.object({ documento: lookupDocumentSchema });

/** 24 random bytes in base64url: exactly 32 characters, never +, / or =. */
export const INVOICE_TOKEN_PATTERN = /^[A-Za-z0-9_-]{32}$/;

export const invoiceTokenSchema = z.string().regex(INVOICE_TOKEN_PATTERN);

export type InvoiceLookupInput = z.input<typeof invoiceLookupSchema>;

/** The lookup form posted natively and refused: the message, and the document as typed. */
export type LookupFormState = { error: string; documento: string } | null;
