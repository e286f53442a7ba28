import "server-only";
import { onlyDigits } from "@/lib/shared/br/document";
import { log, maskDocument } from "@/lib/platform/log";
import { countTrustRelease } from "@/lib/platform/observability/metrics";
import { sgp as defaultSgp, type SgpClient } from "@/lib/vendors/sgp";
import { UpstreamFeatureMissingError, UpstreamNotFoundError, UpstreamRejectedError } from "@/lib/platform/upstream/errors";
import { planTrustRelease } from "./eligibility";
import { trustReleaseMessages as m } from "./messages";
import { RELEASE_STATUS } from "./status";
import {
  type ContratoLiberado,
  type Db,
  findMonthRecord,
  finishRecord,
  insertProcessingRecord,
  type NewReleaseRecord,
  takeOverRecord,
} from "./store";
import { summarizeRelease, type ReleaseSummary } from "./summary";

/**
 * A record still 'processando' this long after it was saved belongs to a process that died
 * between saving and finishing (the SGP calls are bounded by SGP_TIMEOUT_MS, seconds). It
 * no longer blocks the month: the customer's next eligible request takes it over and runs
 * the release again with fresh SGP data. Contracts the dead process did release show up as
 * active by then and are skipped, so nothing is released twice; the SGP also refuses a
 * second promise in a month on its own.
 */
export const STALE_PROCESSING_MS = 5 * 60_000;

export type TrustReleaseRequest = {
  cpf: string;
  nome: string;
  /** Already validated and trimmed (lib/trust-release/validation.ts). */
  motivo: string;
  ip: string | null;
  userAgent: string | null;
};

export type TrustReleaseOutcome =
  | { ok: true; message: string; recordId: number; summary: ReleaseSummary }
  /** `recordId` is set when a record was written (every contract failed at the SGP). */
  | { ok: false; error: string; recordId?: number };

export type TrustReleaseDeps = {
  db?: Db;
  sgp?: Pick<SgpClient, "findCustomer" | "requestTrustRelease">;
  now?: () => Date;
};

/**
 * The trust release, in the order docs/SPEC.md §2 'Trust release' gives: the monthly check, the SGP's eligibility
 * rules, the record saved as 'processando' (the monthly lock), one promise release per
 * eligible contract, then the record finished with every result.
 */
export async function requestTrustRelease(request: TrustReleaseRequest, deps: TrustReleaseDeps = {}): Promise<TrustReleaseOutcome> {
  const cpf = onlyDigits(request.cpf);
  const now = deps.now?.() ?? new Date();
  const client = deps.sgp ?? defaultSgp();
  const staleBefore = new Date(now.getTime() - STALE_PROCESSING_MS);
  const masked = maskDocument(cpf);

  const { db } = deps;
  let existing: Awaited<ReturnType<typeof findMonthRecord>>;
  try {
    existing = await findMonthRecord(cpf, now, db);
  } catch (error) {
    // Fails closed: without the check a second release could get through.
    log.error({ err: error, cpf: masked }, "Erro ao verificar liberação mensal:");
    return { ok: false, error: m.sendFailed };
  }
  // A stale 'processando' (its process died) or a 'falhou' (the SGP decided nothing) does not use the month.
  const reusable =
    (existing?.status === RELEASE_STATUS.processing && existing.dataSolicitacao < staleBefore) ||
    existing?.status === RELEASE_STATUS.failed;
  if (existing && !reusable) return { ok: false, error: m.alreadyThisMonth };

  let customer: Awaited<ReturnType<SgpClient["findCustomer"]>> | null;
  try {
    customer = await client.findCustomer(cpf);
  } catch (error) {
    if (!(error instanceof UpstreamNotFoundError)) {
      log.error({ err: error, cpf: masked }, "erro ao consultar cliente para liberação");
      return { ok: false, error: m.sendFailed };
    }
    customer = null;
  }
  const eligibility = planTrustRelease(customer);
  if (!eligibility.ok) return eligibility;

  const record: NewReleaseRecord = {
    cpfCnpj: cpf,
    nomeCliente: customer?.name || request.nome,
    motivo: request.motivo,
    ipSolicitacao: request.ip,
    userAgent: request.userAgent,
    dataSolicitacao: now,
  };
  let recordId: number | null;
  try {
    recordId = existing ? await takeOverRecord(existing.id, record, staleBefore, db) : await insertProcessingRecord(record, db);
  } catch (error) {
    log.error({ err: error, cpf: masked }, "Erro ao salvar liberação:");
    return { ok: false, error: m.sendFailed };
  }
  // Another request (tab, instance) saved or took over this month's record first.
  if (recordId === null) return { ok: false, error: m.alreadyThisMonth };
  if (existing) log.warn({ id: recordId, cpf: masked, status: existing.status }, "liberação do mês retomada");

  const released = await Promise.all(eligibility.plan.release.map((contrato) => releaseContract(client, contrato, request.motivo, now)));
  // A skipped contract is sucesso: false (nothing was released for it) and pulado: true.
  const results: ContratoLiberado[] = [
    ...released,
    ...eligibility.plan.skip.map(({ contrato, resultado }) => ({ contrato, sucesso: false, pulado: true, resultado })),
  ];
  const summary = summarizeRelease(results);
  countTrustRelease(summary.status);
  try {
    await finishRecord(recordId, { status: summary.status, contratosLiberados: results, dataLiberacao: deps.now?.() ?? new Date() }, db);
  } catch (error) {
    // The SGP calls happened; the record stays 'processando' and is taken over later.
    log.error({ err: error, id: recordId, cpf: masked, results }, "Erro ao salvar liberação:");
  }
  return summary.ok ? { ok: true, message: summary.message, recordId, summary } : { ok: false, error: summary.message, recordId };
}

/** One promise release; never throws, the failure is the contract's result. */
async function releaseContract(
  client: Pick<SgpClient, "requestTrustRelease">,
  contrato: number,
  motivo: string,
  now: Date,
): Promise<ContratoLiberado> {
  try {
    const answer = await client.requestTrustRelease({ contractId: contrato, reason: motivo, now });
    // The record keeps the SGP's answer under its own names, as contratos_liberados always has (docs/SPEC.md §3).
    const resultado = { ok: answer.ok, msg: answer.message, protocolo: answer.protocol, dataPromessa: answer.promisedOn };
    if (!answer.ok) return { contrato, sucesso: false, erro: answer.message || m.upstreamUnavailable, resultado };
    return { contrato, sucesso: true, resultado };
  } catch (error) {
    if (error instanceof UpstreamRejectedError) return { contrato, sucesso: false, erro: error.serverMessage || m.upstreamUnavailable };
    // The provider's SGP has no promise release (docs/SGP-ENDPOINTS.md §1): nothing was decided, the month is not used.
    if (error instanceof UpstreamFeatureMissingError) return { contrato, sucesso: false, erro: m.notOffered, indisponivel: true };
    log.error({ err: error, contrato }, "liberação de contrato falhou no SGP");
    return { contrato, sucesso: false, erro: m.upstreamUnavailable, indisponivel: true };
  }
}
