import "server-only";
import { eq } from "drizzle-orm";
import { isValidDocument } from "@/lib/shared/br/document";
import { getDb } from "@/lib/vendors/db/client";
import { clientes, invoiceReminders, notificacaoCentral, pushSubscriptions, reminderEmailOptouts } from "@/lib/vendors/db/schema";
import type { NotificationView } from "@/lib/notifications/view";
import { insertNotification, type NewNotification } from "@/lib/notifications/store";

/**
 * Who gets reminders: every subscriber who has signed in to the portal, and every document with a
 * push subscription or a notification, valid ones only, in a stable order.
 */
export async function reminderRecipients(): Promise<string[]> {
  const db = await getDb();
  // Every subscriber who has signed in (the login records them in clientes), and anyone a
  // notification or a push subscription names: a new database reaches its first users at once.
  const rows = await db
    .selectDistinct({ document: clientes.cpf })
    .from(clientes)
    .union(db.selectDistinct({ document: pushSubscriptions.clienteDocumento }).from(pushSubscriptions))
    .union(db.selectDistinct({ document: notificacaoCentral.clienteDocumento }).from(notificacaoCentral));
  return rows
    .map((row) => row.document)
    .filter(isValidDocument)
    .sort();
}

export type ReminderKey = {
  document: string;
  invoiceId: string;
  numeroDocumento: string;
  dataVencimento: string;
  daysBefore: number;
};

/**
 * Records the reminder and its notification in one transaction, or nothing: the reminder row
 * is claimed first, so another instance sending the same reminder waits on its unique key and
 * then skips it. Null when it had been sent already; throws when it could not be stored.
 */
export async function recordReminder(key: ReminderKey, notification: Omit<NewNotification, "document">): Promise<NotificationView | null> {
  const { document, ...invoice } = key;
  const db = await getDb();
  return db.transaction(async (tx) => {
    const [claimed] = await tx
      .insert(invoiceReminders)
      .values({ clienteDocumento: document, ...invoice })
      .onConflictDoNothing()
      .returning({ id: invoiceReminders.id });
    if (!claimed) return null;
    const stored = await insertNotification({ ...notification, document }, tx);
    await tx.update(invoiceReminders).set({ notificationId: stored.id }).where(eq(invoiceReminders.id, claimed.id));
    return stored;
  });
}

/** The subscriber asked for no more reminder e-mails (the one-click unsubscribe, ./unsubscribe.ts). */
export async function optOutOfReminderEmail(document: string): Promise<void> {
  const db = await getDb();
  await db.insert(reminderEmailOptouts).values({ clienteDocumento: document }).onConflictDoNothing();
}

export async function optedOutOfReminderEmail(document: string): Promise<boolean> {
  const db = await getDb();
  const rows = await db
    .select({ id: reminderEmailOptouts.id })
    .from(reminderEmailOptouts)
    .where(eq(reminderEmailOptouts.clienteDocumento, document))
    .limit(1);
  return rows.length > 0;
}
