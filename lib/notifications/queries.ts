import "server-only";
import { and, count, eq } from "drizzle-orm";
import { getDb } from "@/lib/db/client";
import { notificacaoCentral } from "@/lib/db/schema";
import { log, maskDocument } from "@/lib/log";

/** Unread, active notifications of a customer; 0 when the database cannot answer (spec: counts fail silently). */
export async function countUnreadNotifications(documento: string): Promise<number> {
  try {
    const db = await getDb();
    const [row] = await db
      .select({ total: count() })
      .from(notificacaoCentral)
      .where(
        and(
          eq(notificacaoCentral.clienteDocumento, documento),
          eq(notificacaoCentral.visualizada, false),
          eq(notificacaoCentral.ativa, true),
        ),
      );
    return row?.total ?? 0;
  } catch (error) {
    log.error({ err: error, documento: maskDocument(documento), msg: "Erro ao contar notificações" });
    return 0;
  }
}
