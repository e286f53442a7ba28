import "server-only";
import { and, count, desc, eq, sql, type SQL } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import { type Db, getDb } from "@/lib/vendors/db/client";
import { notificacaoCentral } from "@/lib/vendors/db/schema";
import { log, maskDocument } from "@/lib/platform/log";
import { toNotificationView, type NotificationView } from "./view";

/*
 * The spec's notificacaocentral queries. Reads fail silently (empty list, 0) and are
 * logged; writes report how many rows changed.
 */

const t = notificacaoCentral;

function ownActive(document: string, unreadOnly: boolean): SQL | undefined {
  return and(eq(t.clienteDocumento, document), eq(t.ativa, true), unreadOnly ? eq(t.visualizada, false) : undefined);
}

/** Unread, active notifications of a customer; 0 when the database cannot answer (spec: counts fail silently). */
export async function countUnreadNotifications(document: string): Promise<number> {
  try {
    const db = await getDb();
    const [row] = await db.select({ total: count() }).from(t).where(ownActive(document, true));
    return row?.total ?? 0;
  } catch (error) {
    log.error({ err: error, documento: maskDocument(document), msg: "Erro ao contar notificações" });
    return 0;
  }
}

export type ListOptions = {
  unreadOnly?: boolean;
  limit?: number;
  /** 'priority' (spec: prioridade, then data_criacao, descending) or 'newest' (the bell's 5 newest). */
  order?: "priority" | "newest";
  /** A page's cursor: only what comes after this notification (the previous page's last) in the list's order. */
  after?: number;
};

/** The cursor's row, read in the same table under another name (drizzle renders the alias by its name only). */
const cursorRow = alias(notificacaoCentral, "cursor_row");

/**
 * Keyset paging: the rows whose sort key is below the cursor notification's, compared in the
 * database (its timestamps are finer than a browser's), and only a cursor of the customer's own.
 */
function afterCursor(document: string, after: number, order: ListOptions["order"]): SQL {
  const keys = order === "newest" ? ([t.dataCriacao, t.id] as const) : ([t.prioridade, t.dataCriacao, t.id] as const);
  const cursorKeys =
    order === "newest" ? [cursorRow.dataCriacao, cursorRow.id] : [cursorRow.prioridade, cursorRow.dataCriacao, cursorRow.id];
  return sql`(${sql.join([...keys], sql`, `)}) < (select ${sql.join(cursorKeys, sql`, `)} from ${t} ${cursorRow} where ${cursorRow.id} = ${after} and ${cursorRow.clienteDocumento} = ${document})`;
}

/** Active notifications of a customer, only those ever shown; [] on failure. */
export async function listNotifications(document: string, options: ListOptions = {}): Promise<NotificationView[]> {
  const { unreadOnly = false, limit = 100, order = "priority", after } = options;
  try {
    const db = await getDb();
    const ordering = order === "newest" ? [desc(t.dataCriacao), desc(t.id)] : [desc(t.prioridade), desc(t.dataCriacao), desc(t.id)];
    const rows = await db
      .select()
      .from(t)
      .where(and(ownActive(document, unreadOnly), after === undefined ? undefined : afterCursor(document, after, order)))
      .orderBy(...ordering)
      .limit(limit);
    return rows.map(toNotificationView);
  } catch (error) {
    log.error({ err: error, documento: maskDocument(document), msg: "Erro ao listar notificações" });
    return [];
  }
}

const readNow = () => ({ visualizada: true, dataVisualizacao: new Date() });

/** Marks one of the customer's notifications read; another customer's id changes nothing. */
export async function markNotificationRead(document: string, id: number): Promise<number> {
  const db = await getDb();
  const rows = await db
    .update(t)
    .set(readNow())
    .where(and(eq(t.id, id), eq(t.clienteDocumento, document), eq(t.visualizada, false)))
    .returning({ id: t.id });
  return rows.length;
}

export async function markAllNotificationsRead(document: string): Promise<number> {
  const db = await getDb();
  const rows = await db
    .update(t)
    .set(readNow())
    .where(and(eq(t.clienteDocumento, document), eq(t.visualizada, false)))
    .returning({ id: t.id });
  return rows.length;
}

export type NewNotification = {
  document: string;
  titulo: string;
  mensagem: string;
  tipo: string;
  prioridade: number;
  link: string | null;
  categoria?: string | null;
};

/**
 * Inserts one notification (unread, active) and returns its row; throws on failure. `db` lets
 * a caller write it inside its own transaction (the reminder job records both or neither).
 */
export async function insertNotification(input: NewNotification, db?: Db): Promise<NotificationView> {
  const executor = db ?? (await getDb());
  const [row] = await executor
    .insert(t)
    .values({
      clienteDocumento: input.document,
      titulo: input.titulo,
      mensagem: input.mensagem,
      tipo: input.tipo,
      prioridade: input.prioridade,
      categoria: input.categoria ?? null,
      linkAcao: input.link,
    })
    .returning();
  if (!row) throw new Error("insert returned no row");
  return toNotificationView(row);
}
