import "server-only";
import { eq } from "drizzle-orm";
import { isValidDocument } from "@/lib/shared/br/document";
import { getDb } from "@/lib/vendors/db/client";
import { outageNotices, pushSubscriptions } from "@/lib/vendors/db/schema";
import { insertNotification, type NewNotification } from "@/lib/notifications/store";
import type { NotificationView } from "@/lib/notifications/view";

/** Who is told of outages: the subscribers with the portal installed (a push subscription), valid documents, in a stable order. */
export async function outageRecipients(): Promise<string[]> {
  const db = await getDb();
  const rows = await db.selectDistinct({ document: pushSubscriptions.clienteDocumento }).from(pushSubscriptions);
  return rows
    .map((row) => row.document)
    .filter(isValidDocument)
    .sort();
}

/**
 * Records the notice and its notification in one transaction, or nothing: the notice row is
 * claimed first on its unique key (subscriber, maintenance), so a later run or another instance
 * skips it. Null when it had been sent already; throws when it could not be stored.
 */
export async function recordOutageNotice(
  document: string,
  maintenanceId: number,
  notification: Omit<NewNotification, "document">,
): Promise<NotificationView | null> {
  const db = await getDb();
  return db.transaction(async (tx) => {
    const [claimed] = await tx
      .insert(outageNotices)
      .values({ clienteDocumento: document, maintenanceId: String(maintenanceId) })
      .onConflictDoNothing()
      .returning({ id: outageNotices.id });
    if (!claimed) return null;
    const stored = await insertNotification({ ...notification, document }, tx);
    await tx.update(outageNotices).set({ notificationId: stored.id }).where(eq(outageNotices.id, claimed.id));
    return stored;
  });
}
