import { base64UrlToBytes } from "@/lib/notifications/push/base64url";
import {
  activeRegistration,
  pushSupported,
  registerServiceWorker,
  serviceWorkerSupported,
  subscribedWithOtherKey,
} from "@/lib/notifications/push/browser";

/**
 * The push toggle's state machine, outside React: what the browser allows, and
 * subscribing / unsubscribing with the server kept in step.
 */
export type PushState = "checking" | "not-configured" | "unsupported" | "no-sw" | "denied" | "off" | "on";

async function sendSubscription(subscription: PushSubscription): Promise<boolean> {
  const response = await fetch("/api/push/subscription", {
    method: "POST",
    credentials: "same-origin",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(subscription.toJSON()),
  });
  return response.ok;
}

/** The server forgets the subscription; needs the session, so it goes before a logout. */
async function deleteOnServer(endpoint: string): Promise<boolean> {
  const response = await fetch("/api/push/subscription", {
    method: "DELETE",
    credentials: "same-origin",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ endpoint }),
    signal: AbortSignal.timeout(5000),
  });
  return response.ok;
}

async function currentSubscription(): Promise<PushSubscription | null> {
  const registration = await registerServiceWorker();
  return (await registration?.pushManager.getSubscription()) ?? null;
}

/** What the toggle shows on load; an existing subscription is re-sent so the server has it. */
export async function detectPushState(publicKey: string | null): Promise<PushState> {
  const key = publicKey ? base64UrlToBytes(publicKey) : null;
  if (!key) return "not-configured";
  if (!pushSupported()) return "unsupported";
  const registration = await registerServiceWorker();
  if (!registration) return "no-sw";
  if (Notification.permission === "denied") return "denied";
  try {
    const subscription = await registration.pushManager.getSubscription();
    if (!subscription) return "off";
    if (subscribedWithOtherKey(subscription, key) || Notification.permission !== "granted") {
      await subscription.unsubscribe();
      return "off";
    }
    await sendSubscription(subscription).catch(() => false);
    return "on";
  } catch (error) {
    console.warn("Erro ao verificar inscrição de push:", error);
    return "off";
  }
}

/** Asks permission, subscribes with the VAPID key and stores the subscription on the server. */
export async function enablePush(publicKey: string): Promise<PushState | "failed"> {
  const key = base64UrlToBytes(publicKey);
  if (!key) return "not-configured";
  const permission = await Notification.requestPermission();
  if (permission === "denied") return "denied";
  if (permission !== "granted") return "off";
  const registration = await activeRegistration();
  if (!registration) return "no-sw";
  try {
    const subscription = await registration.pushManager.subscribe({
      userVisibleOnly: true,
      applicationServerKey: key,
    });
    if (await sendSubscription(subscription)) return "on";
    await subscription.unsubscribe();
    return "failed";
  } catch (error) {
    console.warn("Erro ao ativar notificações push:", error);
    return "failed";
  }
}

/** Removes the subscription from the server, then from the browser. */
export async function disablePush(): Promise<boolean> {
  try {
    const subscription = await currentSubscription();
    if (!subscription) return true;
    if (!(await deleteOnServer(subscription.endpoint))) return false;
    await subscription.unsubscribe();
    return true;
  } catch (error) {
    console.warn("Erro ao desativar notificações push:", error);
    return false;
  }
}

/**
 * At logout: this browser's subscription leaves the server and the browser, so the next
 * person on this browser gets none of this customer's notifications. The browser drops it
 * even when the server could not be told: its push service then answers 410 Gone to the
 * next send, and the server forgets it then. Never throws.
 */
export async function forgetPushSubscription(): Promise<void> {
  try {
    const registration = serviceWorkerSupported() ? await navigator.serviceWorker.getRegistration("/") : undefined;
    const subscription = await registration?.pushManager?.getSubscription();
    if (!subscription) return;
    await deleteOnServer(subscription.endpoint).catch(() => false);
    await subscription.unsubscribe();
  } catch (error) {
    console.warn("Erro ao remover a inscrição de push no logout:", error);
  }
}

/** Asks the server for a test push; true when it took the request (it says nothing of the delivery). */
export async function sendTestPush(): Promise<boolean> {
  try {
    const response = await fetch("/api/push/test", { method: "POST", credentials: "same-origin" });
    return response.ok;
  } catch {
    return false;
  }
}
