import { redirectToLookup } from "@/lib/billing/public-access/old-links";

/** Old SMS links: whatever cpf_cnpj they carry, the lookup starts fresh. */
export const GET = redirectToLookup;
