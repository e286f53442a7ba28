import "server-only";
import { LIMITS, NEW_ADDRESS_FAILURES } from "@/lib/platform/rate-limit/limits";
import { consume, release, remember, remembered, resetHits, type Slot } from "@/lib/platform/rate-limit/store";

/**
 * The login's brute-force limits (policy in LIMITS). An attempt is counted before its password is
 * checked, so attempts sent at once are counted one by one and only those with room are checked.
 */
export type LoginAttempt = { document: string; address: string; slots: Slot[]; blockedAfterFailure: Date | null };
export type Started = { ok: true; attempt: LoginAttempt } | { ok: false; retryAt: Date };

const pair = (attempt: { address: string; document: string }) => `${attempt.address}|${attempt.document}`;

/** Counts an attempt as a failure in advance: per address, then per document. */
export async function startLoginAttempt(document: string, address: string): Promise<Started> {
  const owner = await remembered(LIMITS.knownAddress, pair({ address, document }));
  const byAddress = await consume(LIMITS.loginAddress, address);
  if (!byAddress.ok) return byAddress;
  const byDocument = await consume(LIMITS.loginDocument, document, { limit: owner ? undefined : NEW_ADDRESS_FAILURES });
  if (!byDocument.ok) {
    await release(byAddress.slot);
    return byDocument;
  }
  // If this one fails, the later of the two ends is when this address may try this document again.
  const ends = [byAddress.exhaustedUntil, byDocument.exhaustedUntil].filter((d): d is Date => d !== null);
  const blockedAfterFailure = ends.length ? new Date(Math.max(...ends.map((d) => d.getTime()))) : null;
  return { ok: true, attempt: { document, address, slots: [byAddress.slot, byDocument.slot], blockedAfterFailure } };
}

/** The right password: not a failure; the document's failures are forgotten and the address becomes its owner's. */
export async function loginSucceeded(attempt: LoginAttempt): Promise<void> {
  const [byAddress] = attempt.slots;
  if (byAddress) await release(byAddress);
  await resetHits(LIMITS.loginDocument, attempt.document);
  await remember(LIMITS.knownAddress, pair(attempt));
}

/** The password could not be checked (an upstream failure): the attempt does not count. */
export async function loginUnchecked(attempt: LoginAttempt): Promise<void> {
  for (const slot of attempt.slots) await release(slot);
}
