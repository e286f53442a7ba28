import "server-only";
import { log, maskDocument } from "@/lib/platform/log";
import type { Payer } from "@/lib/billing/payments";
import { toPixView } from "@/lib/billing/payments/pix-charges";
import type { ReadyPix } from "@/lib/billing/payments/store";
import type { PixView } from "@/lib/billing/payments/types";
import { toPublicPixView } from "@/lib/billing/payments/view";
import type { FollowStep } from "./follow-path";
import { followedPix } from "./store";
import type { PaymentWatchView } from "./view";
import { watchCharge } from "./watch";
import { nextLook, scheduledElapsed, WATCH_SCHEDULE } from "./watch-schedule";

/** Where a watch without script stands after one look: as the dialog's watch would be. */
export type FollowedWatch = "watching" | "expired" | "closed" | "stopped";

/** What the page a PIX answer refreshes to shows. */
export type PixFollow =
  /** No charge of this payer for the invoice (never made, or expired and purged). */
  | { kind: "none" }
  | { kind: "confirmed"; pix: PixView; payment: Extract<PaymentWatchView, { state: "confirmed" }> }
  /** `next`: the look to refresh to, and after how many seconds; null once the watch has ended. */
  | { kind: "charge"; pix: PixView; watch: FollowedWatch; link: string | null; next: { step: FollowStep; seconds: number } | null };

/**
 * One look of the watch a PIX answered without script keeps by refreshing itself: the invoice's
 * stored charge (never a new one) and one look at it through the dialog's own watchCharge (the
 * same ownership check, limit and recording of a payment), then the next look on the dialog's
 * schedule, counted from the address's step since a page has no clock of its own.
 */
export async function followPix(payer: Payer, invoiceId: number, step: FollowStep, now: Date): Promise<PixFollow> {
  let stored: ReadyPix | null;
  try {
    stored = await followedPix({ cpfcnpj: payer.document, invoiceId: String(invoiceId) });
  } catch (error) {
    log.error({ err: error, documento: maskDocument(payer.document) }, "erro ao ler a cobrança PIX acompanhada");
    stored = null;
  }
  if (!stored) return { kind: "none" };
  const view = toPixView(stored.pix, stored.expiresAt, now);
  const pix = payer.audience === "public" ? toPublicPixView(view) : view;
  const result = await watchCharge(payer.document, { txid: stored.txid }, now);
  const seen = result.ok ? result.data : null;
  if (seen?.state === "confirmed") return { kind: "confirmed", pix, payment: seen };
  if (seen?.state === "expired" || seen?.state === "closed") return { kind: "charge", pix, watch: seen.state, link: null, next: null };

  const link = (seen?.state === "waiting" ? seen.link : null) || pix.pageUrl || null;
  const failures = result.ok ? 0 : step.failures + 1;
  if (failures >= WATCH_SCHEDULE.maxFailures) return { kind: "charge", pix, watch: "stopped", link, next: null };
  const look = step.look + 1;
  const expiresAt = stored.expiresAt?.getTime() ?? now.getTime() + pix.secondsLeft * 1000;
  const next = nextLook(look, scheduledElapsed(look), expiresAt, now.getTime());
  if (next.kind !== "look") return { kind: "charge", pix, watch: next.kind, link, next: null };
  return { kind: "charge", pix, watch: "watching", link, next: { step: { look, failures }, seconds: Math.ceil(next.delayMs / 1000) } };
}
