/**
 * Every limit of the portal as data, free of `server-only` so scripts and the resilience suite can
 * read the numbers; lib/platform/rate-limit/limits.ts applies them.
 */

/**
 * Fixed-window counters: a key may count `limit` events per window; the event that reaches it
 * blocks the key for `blockMs` (0: the key just waits for its window to end).
 */
export type LimitPolicy = { scope: string; limit: number; windowMs: number; blockMs: number };

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/**
 * The limits, counted in the database (rate_limits) so all instances share them.
 * Addresses are the client's as lib/platform/request/client-ip.ts finds it (an IPv6 /64 counts as one);
 * documents and customers are CPF/CNPJ digits (a logged-in customer's come from the session).
 */
export const LIMITS = {
  /** Wrong passwords from one address, whatever the documents. */
  loginAddress: { scope: "login:ip", limit: 20, windowMs: 15 * MINUTE, blockMs: 15 * MINUTE },
  /**
   * Wrong passwords against one document, from every address (and wrong current passwords of the
   * password change). Addresses new to the document stop at NEW_ADDRESS_FAILURES, so strangers can
   * never use the owner's last attempts.
   */
  loginDocument: { scope: "login:doc", limit: 5, windowMs: 15 * MINUTE, blockMs: 15 * MINUTE },
  /** An address that logged into a document is that document's owner's for 30 days (remembered, not limited). */
  knownAddress: { scope: "login:known", limit: 1, windowMs: 30 * DAY, blockMs: 0 },
  passwordChange: { scope: "password-change:doc", limit: 5, windowMs: HOUR, blockMs: 0 },
  /**
   * Password-reset codes sent per document and per address (counted for any valid document, a
   * customer's or not, so the count tells nothing). Wrong codes count as failed logins of the
   * address (loginAddress); each code allows 5 tries (lib/auth/recovery/codes.ts).
   */
  resetCodeDocument: { scope: "reset-code:doc", limit: 3, windowMs: HOUR, blockMs: 0 },
  resetCodeAddress: { scope: "reset-code:ip", limit: 10, windowMs: HOUR, blockMs: 0 },
  ticket: { scope: "ticket:doc", limit: 5, windowMs: HOUR, blockMs: 0 },
  /** Router changes (Wi-Fi name or password, a band on or off, a restart) per contract. */
  cpeChange: { scope: "cpe-change:contract", limit: 5, windowMs: HOUR, blockMs: 0 },
  suggestion: { scope: "suggestion:doc", limit: 5, windowMs: HOUR, blockMs: 0 },
  /** Speed tests per customer (each streams tens of megabytes each way). */
  speedTest: { scope: "speed-test:doc", limit: 20, windowMs: HOUR, blockMs: 0 },
  pushSubscription: { scope: "push-subscription:doc", limit: 10, windowMs: HOUR, blockMs: 0 },
  pushTest: { scope: "push-test:doc", limit: 5, windowMs: 15 * MINUTE, blockMs: 0 },
  /**
   * Public invoice lookups per address. A customer needs one or two; the limit keeps anyone from
   * walking through tax ids, since the page of a token says whether the document is a customer.
   */
  invoiceLookup: { scope: "invoice-lookup:ip", limit: 10, windowMs: 15 * MINUTE, blockMs: 15 * MINUTE },
  /**
   * Page changes of a public invoice link (`/fatura/{token}?pagina=N`), which count no view but
   * read the SGP: per link over its 30 minutes (the key is the token's digest), and per address.
   */
  invoicePageLink: { scope: "invoice-page:link", limit: 50, windowMs: 30 * MINUTE, blockMs: 0 },
  invoicePageAddress: { scope: "invoice-page:ip", limit: 60, windowMs: 10 * MINUTE, blockMs: 0 },
  /** Public PIX checks per address. */
  pixCheck: { scope: "pix-check:ip", limit: 30, windowMs: 10 * MINUTE, blockMs: 10 * MINUTE },
  /**
   * Looks of open PIX dialogs at their charges per document (each may ask the gateway): one dialog
   * looks 30 times in its first minute and 6 a minute after; this leaves room for a few at once.
   */
  pixWatch: { scope: "pix-watch:doc", limit: 240, windowMs: 10 * MINUTE, blockMs: 0 },
} as const satisfies Record<string, LimitPolicy>;

/** Of the document's 5 failures per window, how many addresses that never logged into it may cause. */
export const NEW_ADDRESS_FAILURES = 3;
