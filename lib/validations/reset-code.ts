import { z } from "zod";
import { cpfCnpjSchema } from "./document";

/** 'Esqueci minha senha', step one: the document (docs/SPEC.md §5, the same validation as login). */
export const resetCodeRequestSchema = z.object({ documento: cpfCnpjSchema });
