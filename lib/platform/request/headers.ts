/** Headers the proxy adds to each request for the server components behind it. */
export const BRAND_HEADER = "x-brand";
export const NONCE_HEADER = "x-nonce";
export const REQUEST_ID_HEADER = "x-request-id";
export const PATHNAME_HEADER = "x-pathname";
/** The address's query, which a page built ahead of time (the login page) cannot read otherwise. */
export const SEARCH_HEADER = "x-search";
