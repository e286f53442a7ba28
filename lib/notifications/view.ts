import { formatRelativeTime, type DateInput } from "@/lib/shared/br/dates";
import type { Tone } from "@/lib/shared/tone";
import { safeActionLink } from "./link";

/**
 * How a notification looks, shared by the page, the bell and their tests:
 * the spec's tipo (success, warning, error, anything else info) picks the icon,
 * prioridade (3 red, 2 yellow, anything else blue) the colour.
 */
export const notificationKinds = ["success", "warning", "error", "info"] as const;
export type NotificationKind = (typeof notificationKinds)[number];

export type PriorityTone = Extract<Tone, "danger" | "warning" | "info">;

/** What the server sends to the browser; `link` is already sanitized (see ./link.ts). */
export type NotificationView = {
  id: number;
  titulo: string;
  mensagem: string;
  tipo: NotificationKind;
  prioridade: number;
  /** ISO instant */
  dataCriacao: string;
  visualizada: boolean;
  link: string | null;
};

/** What the screens show of a notificacaocentral row (lib/notifications/store.ts reads it). */
type NotificationRow = {
  id: number;
  titulo: string;
  mensagem: string;
  tipo: string;
  prioridade: number;
  dataCriacao: Date;
  visualizada: boolean;
  linkAcao: string | null;
};

/** A notificacaocentral row as the screens show it: its tipo narrowed to a kind, its link made safe. */
export function toNotificationView(row: NotificationRow): NotificationView {
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

/** One page of a list; `nextCursor` asks for the next one (GET /api/notifications?after=…), null at the end. */
export type NotificationPage = { notifications: NotificationView[]; nextCursor: number | null };
export type NotificationFeed = NotificationPage & { unreadCount: number };

export function notificationKind(tipo: string | null | undefined): NotificationKind {
  const value = (tipo ?? "").trim().toLowerCase();
  return (notificationKinds as readonly string[]).includes(value) ? (value as NotificationKind) : "info";
}

export function priorityTone(prioridade: number | null | undefined): PriorityTone {
  if (prioridade === 3) return "danger";
  if (prioridade === 2) return "warning";
  return "info";
}

/** 'Agora', 'Nmin', 'Nh', 'Nd', otherwise dd/mm, as the spec's bell shows it. */
export function notificationTime(dataCriacao: DateInput, now: Date): string {
  return formatRelativeTime(dataCriacao, now);
}
