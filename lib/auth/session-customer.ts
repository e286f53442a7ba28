/** Who a session belongs to, as the login found them in the SGP: the document is the customer's key everywhere. */
export type SessionCustomer = { id: string; document: string; name: string; email: string; phone: string };

/** The first word of the customer's name: all the welcome message and the banner show of it. */
export function firstName(name: string): string {
  return name.trim().split(/\s+/)[0] ?? "";
}
