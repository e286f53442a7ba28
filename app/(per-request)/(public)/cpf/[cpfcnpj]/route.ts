import { redirectToLookup } from "@/lib/billing/public-access/old-links";

/** Old SMS links carrying the document in the path: the lookup starts fresh. */
export const GET = redirectToLookup;
