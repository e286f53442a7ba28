import "server-only";
import { and, desc, eq, lt, or } from "drizzle-orm";
import { getDb, type Db } from "@/lib/vendors/db/client";
import { mesReferencia } from "@/lib/vendors/db/month";
import { type ContratoLiberado, liberacaoConfiancaCentral } from "@/lib/vendors/db/schema";
import { log, maskDocument } from "@/lib/platform/log";
import { RELEASE_STATUS, type FinalReleaseStatus } from "./status";
import { toReleaseHistoryView, type ReleaseHistoryView } from "./view";

/**
 * The trust releases' table (liberacao_confianca_central). The monthly check and the writes of a
 * request run on the database it was given (`db`, the one of the instance making it), else the app's.
 */

/** One entry of contratos_liberados: what happened to each contract of a release. */
export type { ContratoLiberado };
/** The database a request runs on. */
export type { Db };

const t = liberacaoConfiancaCentral;

export type MonthRecord = { id: number; status: string; dataSolicitacao: Date };

/** The request being saved: who, why and from where (tax id as digits). */
export type NewReleaseRecord = {
  cpfCnpj: string;
  nomeCliente: string;
  motivo: string;
  ipSolicitacao: string | null;
  userAgent: string | null;
  dataSolicitacao: Date;
};

/** The customer's record of the calendar month of `now` in São Paulo, if any (the monthly check). */
export async function findMonthRecord(cpfCnpj: string, now: Date, db?: Db): Promise<MonthRecord | null> {
  const executor = db ?? (await getDb());
  const [row] = await executor
    .select({ id: t.id, status: t.status, dataSolicitacao: t.dataSolicitacao })
    .from(t)
    .where(and(eq(t.cpfCnpj, cpfCnpj), eq(t.mesReferencia, mesReferencia(now))))
    .limit(1);
  return row ?? null;
}

/**
 * Saves the request as 'processando'. The unique key (cpf_cnpj, mes_referencia) makes this
 * insert the monthly lock: of parallel requests from any instance exactly one gets an id,
 * the others get null (ON CONFLICT DO NOTHING waits for the winner's commit first).
 */
export async function insertProcessingRecord(record: NewReleaseRecord, db?: Db): Promise<number | null> {
  const executor = db ?? (await getDb());
  const [row] = await executor
    .insert(t)
    .values({ ...record, status: RELEASE_STATUS.processing })
    .onConflictDoNothing({ target: [t.cpfCnpj, t.mesReferencia] })
    .returning({ id: t.id });
  return row?.id ?? null;
}

/**
 * Takes over the month's record for this new request when it does not use the month: left
 * 'processando' since before `staleBefore` (its process died), or 'falhou' (the SGP decided
 * nothing). The row is renewed in place, so the month's unique key still holds one row. The
 * WHERE clause is the lock: of parallel takers only one matches, the rest get null.
 */
export async function takeOverRecord(id: number, record: NewReleaseRecord, staleBefore: Date, db?: Db): Promise<number | null> {
  const executor = db ?? (await getDb());
  const [row] = await executor
    .update(t)
    .set({ ...record, status: RELEASE_STATUS.processing, contratosLiberados: null, dataLiberacao: null })
    .where(
      and(
        eq(t.id, id),
        or(and(eq(t.status, RELEASE_STATUS.processing), lt(t.dataSolicitacao, staleBefore)), eq(t.status, RELEASE_STATUS.failed)),
      ),
    )
    .returning({ id: t.id });
  return row?.id ?? null;
}

/** Writes each contract's result, the processing time and the final status. */
export async function finishRecord(
  id: number,
  result: { status: FinalReleaseStatus; contratosLiberados: ContratoLiberado[]; dataLiberacao: Date },
  db?: Db,
): Promise<void> {
  const executor = db ?? (await getDb());
  await executor.update(t).set(result).where(eq(t.id, id));
}

/** The customer's records, newest first; [] on failure, logged as docs/SPEC.md §8 says. */
export async function listReleaseHistory(cpfCnpj: string): Promise<ReleaseHistoryView[]> {
  try {
    const db = await getDb();
    const rows = await db
      .select({
        id: t.id,
        status: t.status,
        dataSolicitacao: t.dataSolicitacao,
        dataLiberacao: t.dataLiberacao,
        motivo: t.motivo,
      })
      .from(t)
      .where(eq(t.cpfCnpj, cpfCnpj))
      .orderBy(desc(t.dataSolicitacao), desc(t.id));
    return rows.map(toReleaseHistoryView);
  } catch (error) {
    log.error({ err: error, cpf: maskDocument(cpfCnpj) }, "Erro ao buscar histórico:");
    return [];
  }
}
