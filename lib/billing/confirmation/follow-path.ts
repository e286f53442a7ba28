/*
 * The address a PIX answered without script refreshes itself to (a meta refresh): the invoice's
 * charge as the server sees it now. Whose invoice it is comes from the session or from the link's
 * token, never from the address, which names only the invoice and where the watch stands.
 */

/** The logged-in customer's: /invoices/pix/<invoice id>. */
export const PORTAL_PIX_FOLLOW = "/invoices/pix";

/** The public link's: /fatura/<token>/pix/<invoice id>; following it counts none of the link's views. */
export const publicPixFollow = (token: string) => `/fatura/${token}/pix`;

/** Where the watch stands: the look about to be taken and the failed looks just before it. */
export type FollowStep = { look: number; failures: number };

export const LOOK_PARAM = "vez";
export const FAILURES_PARAM = "falhas";

export function followHref(base: string, invoiceId: number | string, step: FollowStep): string {
  return `${base}/${invoiceId}?${LOOK_PARAM}=${step.look}${step.failures > 0 ? `&${FAILURES_PARAM}=${step.failures}` : ""}`;
}
