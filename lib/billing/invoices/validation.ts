import { z } from "zod";

/** The paid history's pages (lib/billing/invoices/paging.ts): nothing for the first, then where the next one starts. */
export const paidPageSchema = z
  .object(
    { offset: z.number({ error: "Página inválida" }).int("Página inválida").min(0, "Página inválida").max(1_000_000, "Página inválida") },
    { error: "Página inválida" },
  )
  .optional();
