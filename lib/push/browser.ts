/**
 * Browser side of web push: support checks and the service worker registration.
 * Failures are logged only (spec: push problems never break the page).
 */
export const SERVICE_WORKER_URL = "/sw.js";
/** The spec's push initialisation delay. */
export const PUSH_INIT_DELAY_MS = 100;

export function serviceWorkerSupported(): boolean {
  return typeof navigator !== "undefined" && "serviceWorker" in navigator;
}

export function pushSupported(): boolean {
  return serviceWorkerSupported() && typeof window !== "undefined" && "PushManager" in window && "Notification" in window;
}

let registration: Promise<ServiceWorkerRegistration | null> | undefined;

/** Registers /sw.js with scope '/' once per page; null when it cannot be registered. */
export function registerServiceWorker(): Promise<ServiceWorkerRegistration | null> {
  if (!serviceWorkerSupported()) return Promise.resolve(null);
  registration ??= navigator.serviceWorker.register(SERVICE_WORKER_URL, { scope: "/" }).catch((error: unknown) => {
    console.warn("Service worker não registrado:", error);
    registration = undefined;
    return null;
  });
  return registration;
}

/** The active registration, or null when the worker never activates (e.g. its script failed to install). */
export async function activeRegistration(timeoutMs = 10_000): Promise<ServiceWorkerRegistration | null> {
  if (!(await registerServiceWorker())) return null;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<null>((resolve) => (timer = setTimeout(() => resolve(null), timeoutMs)));
  try {
    return await Promise.race([navigator.serviceWorker.ready, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

/** True when the subscription was made with another key (the server's VAPID keys changed). */
export function subscribedWithOtherKey(subscription: PushSubscription, publicKey: Uint8Array): boolean {
  const current = subscription.options?.applicationServerKey;
  if (!current) return false;
  const bytes = new Uint8Array(current);
  return bytes.length !== publicKey.length || bytes.some((byte, i) => byte !== publicKey[i]);
}
