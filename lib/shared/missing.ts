/**
 * What a screen receives for a feature the provider's SGP does not have (an HTML 404 for its
 * module, docs/SGP-ENDPOINTS.md §1): it hides the feature instead of showing an error. Free of
 * `server-only`, so client components can tell it from a value or a failure (null).
 */
export const MISSING = "missing";
export type Missing = typeof MISSING;
