import "server-only";
import { config } from "@/lib/platform/config";
import { log, maskDocument } from "@/lib/platform/log";
import type { NewNotification } from "@/lib/notifications/store";
import { pushPayloadFor } from "@/lib/notifications/notify";
import { pushAfterResponse } from "@/lib/notifications/push/background";
import { brazilDate } from "@/lib/vendors/sgp/dates";
import { isContractInService, isSuspendedForNonPayment, sgp, type Contract } from "@/lib/vendors/sgp";
import { UpstreamFeatureMissingError, UpstreamRejectedError } from "@/lib/platform/upstream/errors";
import { settlementMessages as m } from "./messages";
import { recordReleased, type Claimed, type SettledPayment } from "./store";
import { releaseDecision, type AttemptOutcome, type ReleaseDecision } from "./rules";

/**
 * Back online after a settlement (docs/SGP-ENDPOINTS.md §2 "Does settling release a suspended
 * contract?": verify, don't assume). The contract is read again: released by the SGP → 'Conexão
 * liberada'; still suspended for non-payment with nothing overdue → with SGP_RELEASE_ON_SETTLE=1
 * the portal sets it active and ends its PPPoE sessions, then 'Conexão liberada'; without it the
 * subscriber hears the payment was passed on and the release is on its way. The notification is
 * stored with the row's last write (store.ts), once.
 */
export async function checkRelease(claimed: Claimed, payment: SettledPayment, now: Date): Promise<AttemptOutcome> {
  const document = payment.clienteDocumento;
  const contract =
    claimed.contractId === null ? undefined : (await sgp().findCustomer(document)).contracts.find((c) => c.id === claimed.contractId);
  let decision: ReleaseDecision = "none";
  if (contract) {
    const suspended = isSuspendedForNonPayment(contract);
    decision = releaseDecision({
      wasSuspended: claimed.wasSuspended,
      inService: isContractInService(contract),
      suspendedForNonPayment: suspended,
      overdueLeft: suspended && (await overdueLeft(document, contract.id, now)),
      releaseOnSettle: config().SGP_RELEASE_ON_SETTLE,
    });
  }
  let outcome: string = decision;
  if (decision === "release") outcome = (await release(contract!, document)) ? "released-by-portal" : "awaiting-provider";
  const notice =
    outcome === "released-by-sgp" || outcome === "released-by-portal" ? m.released : outcome === "awaiting-provider" ? m.passedOn : null;
  const notification: NewNotification | null = notice && {
    document,
    titulo: notice.title,
    mensagem: notice.message,
    tipo: "success",
    prioridade: 1,
    categoria: "pagamento",
    link: "/",
  };
  const { held, notification: stored } = await recordReleased(claimed, outcome, notification);
  if (!held) return "lost-lease";
  if (stored) {
    log.info({ paymentId: payment.id, documento: maskDocument(document), release: outcome }, "liberação após a baixa notificada");
    pushAfterResponse(document, pushPayloadFor(stored));
  }
  return "settled";
}

/** Whether the contract still has an open title past its due date (Brazil's today). */
async function overdueLeft(document: string, contractId: number, now: Date): Promise<boolean> {
  const today = brazilDate(now);
  const { invoices } = await sgp().listInvoices(document, "open");
  return invoices.some((invoice) => invoice.contractId === contractId && invoice.dueDate < today);
}

/**
 * Status 1 (Ativo) and a RADIUS disconnect of each internet login, so the router redials without
 * the block. False when the SGP refuses the change (or lacks the module): the release is left to
 * the provider. A failed disconnect is logged only: the contract is active, a router restart
 * reconnects it (the notification says so).
 */
async function release(contract: Contract, document: string): Promise<boolean> {
  try {
    await sgp().setContractStatus(contract.id, 1);
  } catch (error) {
    if (error instanceof UpstreamRejectedError || error instanceof UpstreamFeatureMissingError) {
      log.warn({ err: error, contractId: contract.id, documento: maskDocument(document) }, "liberação após a baixa recusada pelo SGP");
      return false;
    }
    throw error;
  }
  for (const login of new Set(contract.services.map((s) => s.login).filter(Boolean))) {
    await sgp()
      .disconnectSession(login)
      .catch((error: unknown) => log.warn({ err: error, contractId: contract.id }, "desconexão PPPoE após a liberação falhou"));
  }
  log.info({ contractId: contract.id, documento: maskDocument(document) }, "contrato liberado pelo portal após a baixa");
  return true;
}
