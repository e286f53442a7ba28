import { z } from "zod";
import { NEW_PASSWORD_MAX_LENGTH, NEW_PASSWORD_MIN_LENGTH, newPasswordMessages, passwordLength } from "@/lib/auth/new-password-rules";

/** The lengths of lib/auth/new-password-rules.ts as a schema, for the server and the reset form. */
export const newPasswordSchema = z
  .string()
  .refine((value) => passwordLength(value) >= NEW_PASSWORD_MIN_LENGTH, newPasswordMessages.tooShort)
  .refine((value) => passwordLength(value) <= NEW_PASSWORD_MAX_LENGTH, newPasswordMessages.tooLong);
