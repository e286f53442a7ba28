/** Who a session belongs to, as the login found them in the SGP: the document is the customer's key everywhere. */
export type SessionCustomer = { id: string; document: string; name: string; email: string; phone: string };
