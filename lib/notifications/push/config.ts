import "server-only";
import { config } from "@/lib/platform/config";

export type VapidDetails = { subject: string; publicKey: string; privateKey: string };

/** The VAPID keys of this server, or null when push is not configured (push is then skipped). */
export function vapidDetails(): VapidDetails | null {
  const { VAPID_PUBLIC_KEY, VAPID_PRIVATE_KEY, VAPID_SUBJECT } = config();
  if (!VAPID_PUBLIC_KEY || !VAPID_PRIVATE_KEY) return null;
  return { subject: VAPID_SUBJECT, publicKey: VAPID_PUBLIC_KEY, privateKey: VAPID_PRIVATE_KEY };
}

/** Public by design: the browser needs it to subscribe. */
export function vapidPublicKey(): string | null {
  return vapidDetails()?.publicKey ?? null;
}
