import { z } from "zod";
import { isValidDocument, normalizeDocument } from "@/lib/shared/br/document";
import { notificationKinds } from "@/lib/notifications/view";

export const NOTIFICATION_TITLE_MAX = 120;
export const NOTIFICATION_MESSAGE_MAX = 2000;
export const NOTIFICATION_LINK_MAX = 2048;

export const notificationPrioritySchema = z.number().int().min(1).max(3);

/**
 * What an operator (POST /api/notifications, `npm run notify`) or another feature sends.
 * The link is kept as text here and sanitized when stored and when shown, so an unsafe
 * one is dropped rather than refused.
 */
export const notificationInputSchema = z.object({
  titulo: z.string().trim().min(1, "Informe o título").max(NOTIFICATION_TITLE_MAX),
  mensagem: z.string().trim().min(1, "Informe a mensagem").max(NOTIFICATION_MESSAGE_MAX),
  tipo: z.enum(notificationKinds).default("info"),
  prioridade: notificationPrioritySchema.default(1),
  link: z.string().trim().max(NOTIFICATION_LINK_MAX).nullish(),
  categoria: z.string().trim().max(60).nullish(),
});

export const operatorNotificationSchema = notificationInputSchema.extend({
  documento: z.string().trim().refine(isValidDocument, "CPF ou CNPJ inválido").transform(normalizeDocument),
});

export type NotificationInput = z.input<typeof notificationInputSchema>;
export type OperatorNotification = z.output<typeof operatorNotificationSchema>;

/** GET /api/notifications?status=unread|all&limit=N&order=priority|newest&after=<the previous page's nextCursor> */
export const feedQuerySchema = z.object({
  status: z.enum(["unread", "all"]).default("unread"),
  limit: z.coerce.number().int().min(1).max(100).default(5),
  order: z.enum(["priority", "newest"]).default("priority"),
  after: z.coerce
    .number()
    .int()
    .positive()
    .max(2 ** 53)
    .optional(),
});

export type FeedQuery = z.output<typeof feedQuerySchema>;

/** POST /api/notifications/read: one notification, or all of the customer's. */
export const markReadSchema = z.union([
  z.object({ id: z.number().int().positive() }).strict(),
  z.object({ todas: z.literal(true) }).strict(),
]);
