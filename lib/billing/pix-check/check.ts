import "server-only";
import type { BodyJson } from "@/lib/platform/request/body";
import { addressKey } from "@/lib/platform/request/client-ip";
import { LIMITS } from "@/lib/platform/rate-limit/limits";
import { consume } from "@/lib/platform/rate-limit/store";
import { efi, TXID_INVALID_MESSAGE } from "@/lib/vendors/efi";
import { log } from "@/lib/platform/log";
import { UpstreamNotFoundError, UpstreamRejectedError } from "@/lib/platform/upstream/errors";
import { TXID_MESSAGES } from "@/lib/billing/pix-check/txid";
import { pixCheckRequestSchema } from "@/lib/billing/pix-check/validation";
import { pixCheckMessages } from "./messages";
import { toPublicTransactionView, type PublicPixTransaction } from "./view";

/** The answer's wrapper (docs/SPEC.md §3): success, message, data. */
export type PixCheckBody = { success: true; message: string; data: PublicPixTransaction } | { success: false; message: string };
export type PixCheckAnswer = { status: number; body: PixCheckBody; retryAt?: Date };

const refuse = (status: number, message: string): PixCheckAnswer => ({ status, body: { success: false, message } });

/**
 * POST /api/pix/check: validates the body, limits the caller (LIMITS.pixCheck, per address; without a
 * known address, `ip` null, nothing is asked), asks the gateway and maps its answer to docs/SPEC.md §8.
 */
export async function checkPixTransaction(readBody: () => Promise<BodyJson>, ip: string | null): Promise<PixCheckAnswer> {
  if (!ip) return refuse(503, pixCheckMessages.failure.description);
  try {
    const taken = await consume(LIMITS.pixCheck, addressKey(ip));
    if (!taken.ok) return { ...refuse(429, pixCheckMessages.server.rateLimited(taken.retryAt)), retryAt: taken.retryAt };
  } catch (error) {
    log.error({ err: error, msg: "verificação PIX: limite indisponível" });
    return refuse(503, pixCheckMessages.failure.description);
  }

  const read = await readBody();
  if (!read.ok && read.tooLarge) return refuse(413, pixCheckMessages.server.invalidData);
  const body = read.ok ? read.value : null;
  if (typeof body !== "object" || body === null || Array.isArray(body)) return refuse(400, pixCheckMessages.server.invalidData);
  const parsed = pixCheckRequestSchema.safeParse(body);
  if (!parsed.success) return refuse(400, parsed.error.issues[0]?.message ?? TXID_MESSAGES.serverRequired);

  try {
    const transaction = await efi().getPixCharge(parsed.data.txid);
    return { status: 200, body: { success: true, message: pixCheckMessages.server.found, data: toPublicTransactionView(transaction) } };
  } catch (error) {
    if (error instanceof UpstreamNotFoundError) return refuse(404, pixCheckMessages.server.notFound);
    if (error instanceof UpstreamRejectedError && error.status === 400) {
      // The gateway names the txid when it refuses its format; any other refusal is about the data.
      return refuse(400, /txid/i.test(error.serverMessage) ? TXID_INVALID_MESSAGE : pixCheckMessages.server.invalidData);
    }
    log.error({ err: error, msg: "verificação PIX falhou" });
    return refuse(502, pixCheckMessages.failure.description);
  }
}
