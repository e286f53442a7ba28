import { z } from "zod";
import { cpfCnpjSchema } from "../../shared/br/document-schema";

/** 'Esqueci minha senha', step one: the document (docs/SPEC.md §5, the same validation as login). */
export const resetCodeRequestSchema = z.object({ documento: cpfCnpjSchema });
