import "server-only";
import { and, count, desc, eq, type SQL } from "drizzle-orm";
import { type Db, getDb } from "@/lib/db/client";
import { notificacaoCentral } from "@/lib/db/schema";
import { log, maskDocument } from "@/lib/log";
import { safeActionLink } from "./link";
import { notificationKind, type NotificationFeed, type NotificationView } from "./present";

/*
 * The spec's notificacaocentral queries. Reads fail silently (empty list, 0) and are
 * logged; writes report how many rows changed.
 */

const t = notificacaoCentral;

function ownActive(documento: string, unreadOnly: boolean): SQL | undefined {
  return and(eq(t.clienteDocumento, documento), eq(t.ativa, true), unreadOnly ? eq(t.visualizada, false) : undefined);
}

/** Unread, active notifications of a customer; 0 when the database cannot answer (spec: counts fail silently). */
export async function countUnreadNotifications(documento: string): Promise<number> {
  try {
    const db = await getDb();
    const [row] = await db.select({ total: count() }).from(t).where(ownActive(documento, true));
    return row?.total ?? 0;
  } catch (error) {
    log.error({ err: error, documento: maskDocument(documento), msg: "Erro ao contar notificações" });
    return 0;
  }
}

export type ListOptions = {
  unreadOnly?: boolean;
  limit?: number;
  /** 'priority' (spec: prioridade, then data_criacao, descending) or 'newest' (the bell's 5 newest). */
  order?: "priority" | "newest";
};

type Row = typeof notificacaoCentral.$inferSelect;

function toView(row: Row): NotificationView {
  return {
    id: row.id,
    titulo: row.titulo,
    mensagem: row.mensagem,
    tipo: notificationKind(row.tipo),
    prioridade: row.prioridade,
    dataCriacao: row.dataCriacao.toISOString(),
    visualizada: row.visualizada,
    link: safeActionLink(row.linkAcao),
  };
}

/** Active notifications of a customer, only those ever shown; [] on failure. */
export async function listNotifications(documento: string, options: ListOptions = {}): Promise<NotificationView[]> {
  const { unreadOnly = false, limit = 100, order = "priority" } = options;
  try {
    const db = await getDb();
    const ordering =
      order === "newest"
        ? [desc(t.dataCriacao), desc(t.id)]
        : [desc(t.prioridade), desc(t.dataCriacao), desc(t.id)];
    const rows = await db
      .select()
      .from(t)
      .where(ownActive(documento, unreadOnly))
      .orderBy(...ordering)
      .limit(limit);
    return rows.map(toView);
  } catch (error) {
    log.error({ err: error, documento: maskDocument(documento), msg: "Erro ao listar notificações" });
    return [];
  }
}

export async function loadNotificationFeed(documento: string, options: ListOptions = {}): Promise<NotificationFeed> {
  const [unreadCount, notifications] = await Promise.all([
    countUnreadNotifications(documento),
    listNotifications(documento, options),
  ]);
  return { unreadCount, notifications };
}

/** The notifications page's first render: both tabs, and when they were read (for relative times). */
export async function loadNotificationPage(documento: string, limit: number) {
  const [unread, all] = await Promise.all([
    loadNotificationFeed(documento, { unreadOnly: true, limit }),
    listNotifications(documento, { limit }),
  ]);
  return { unreadCount: unread.unreadCount, unread: unread.notifications, all, loadedAt: Date.now() };
}

const readNow = () => ({ visualizada: true, dataVisualizacao: new Date() });

/** Marks one of the customer's notifications read; another customer's id changes nothing. */
export async function markNotificationRead(documento: string, id: number): Promise<number> {
  const db = await getDb();
  const rows = await db
    .update(t)
    .set(readNow())
    .where(and(eq(t.id, id), eq(t.clienteDocumento, documento), eq(t.visualizada, false)))
    .returning({ id: t.id });
  return rows.length;
}

export async function markAllNotificationsRead(documento: string): Promise<number> {
  const db = await getDb();
  const rows = await db
    .update(t)
    .set(readNow())
    .where(and(eq(t.clienteDocumento, documento), eq(t.visualizada, false)))
    .returning({ id: t.id });
  return rows.length;
}

export type NewNotification = {
  documento: string;
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
      clienteDocumento: input.documento,
      titulo: input.titulo,
      mensagem: input.mensagem,
      tipo: input.tipo,
      prioridade: input.prioridade,
      categoria: input.categoria ?? null,
      linkAcao: input.link,
    })
    .returning();
  if (!row) throw new Error("insert returned no row");
  return toView(row);
}
