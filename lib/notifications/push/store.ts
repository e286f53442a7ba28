import "server-only";
import { and, desc, eq, ne, notInArray } from "drizzle-orm";
import { getDb } from "@/lib/vendors/db/client";
import { pushSubscriptions } from "@/lib/vendors/db/schema";
import type { PushSubscriptionInput } from "./schema";

export type StoredSubscription = { endpoint: string; p256dh: string; auth: string };

const t = pushSubscriptions;

/** Browsers one customer can subscribe; each push is sent to all of them. */
export const MAX_SUBSCRIPTIONS_PER_CUSTOMER = 10;

/**
 * Stores a browser's subscription for a customer. An endpoint belongs to one browser
 * profile, so when another customer subscribes from it, it moves to that customer.
 * Subscribing again renews `created_at`; past the limit the oldest subscriptions go.
 */
export async function saveSubscription(document: string, subscription: PushSubscriptionInput): Promise<void> {
  const db = await getDb();
  const values = { clienteDocumento: document, p256dh: subscription.keys.p256dh, auth: subscription.keys.auth, createdAt: new Date() };
  await db
    .insert(t)
    .values({ ...values, endpoint: subscription.endpoint })
    .onConflictDoUpdate({ target: t.endpoint, set: values });
  // Every save trims after its own insert, so concurrent saves still end at the limit.
  const newest = db
    .select({ id: t.id })
    .from(t)
    .where(eq(t.clienteDocumento, document))
    .orderBy(desc(t.createdAt), desc(t.id))
    .limit(MAX_SUBSCRIPTIONS_PER_CUSTOMER);
  await db.delete(t).where(and(eq(t.clienteDocumento, document), notInArray(t.id, newest)));
}

/** Removes one of the customer's subscriptions (turning push off); returns how many rows went. */
export async function removeSubscription(document: string, endpoint: string): Promise<number> {
  const db = await getDb();
  const rows = await db
    .delete(t)
    .where(and(eq(t.clienteDocumento, document), eq(t.endpoint, endpoint)))
    .returning({ id: t.id });
  return rows.length;
}

/**
 * A new password (changed or reset) ends the customer's other sessions; their browsers' push
 * subscriptions go too, or a device left signed in somewhere (a shared or stolen phone) would
 * keep receiving the customer's notifications. `keepEndpoint`: the browser making the change,
 * kept when it is one of this customer's. Returns how many went.
 */
export async function removeOtherSubscriptions(document: string, keepEndpoint: string | null): Promise<number> {
  const db = await getDb();
  const rows = await db
    .delete(t)
    .where(and(eq(t.clienteDocumento, document), keepEndpoint ? ne(t.endpoint, keepEndpoint) : undefined))
    .returning({ id: t.id });
  return rows.length;
}

/** The push service said the subscription is gone (404/410). */
export async function forgetEndpoint(endpoint: string): Promise<void> {
  const db = await getDb();
  await db.delete(t).where(eq(t.endpoint, endpoint));
}

export async function listSubscriptions(document: string): Promise<StoredSubscription[]> {
  const db = await getDb();
  return db.select({ endpoint: t.endpoint, p256dh: t.p256dh, auth: t.auth }).from(t).where(eq(t.clienteDocumento, document));
}
