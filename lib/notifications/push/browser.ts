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

/**
 * Safari on iPhone and iPad offers web push only to a site added to the home screen (iOS 16.4+):
 * in a browser tab it has no PushManager. True there, so the settings can say what to do.
 */
export function needsHomeScreenForPush(): boolean {
  if (typeof window === "undefined") return false;
  const ios = /iPhone|iPad|iPod/.test(navigator.userAgent) || (navigator.platform === "MacIntel" && navigator.maxTouchPoints > 1);
  const standalone =
    window.matchMedia?.("(display-mode: standalone)").matches || (navigator as Navigator & { standalone?: boolean }).standalone === true;
  return ios && !standalone && !("PushManager" in window);
}

let registration: Promise<ServiceWorkerRegistration | null> | undefined;

/**
 * The worker's address names the page's brand (the document's data-brand), so the
 * notifications it shows carry that brand's icon and badge.
 */
export function serviceWorkerUrl(brand: string | undefined): string {
  return brand ? `${SERVICE_WORKER_URL}?brand=${encodeURIComponent(brand)}` : SERVICE_WORKER_URL;
}

/** Registers /sw.js with scope '/' once per page; null when it cannot be registered. */
export function registerServiceWorker(): Promise<ServiceWorkerRegistration | null> {
  if (!serviceWorkerSupported()) return Promise.resolve(null);
  const url = serviceWorkerUrl(document.documentElement.dataset.brand);
  registration ??= navigator.serviceWorker.register(url, { scope: "/" }).catch((error: unknown) => {
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

/**
 * This browser's push subscription endpoint, if it has one, without registering the worker: a
 * new password keeps this browser's subscription and removes the others (lib/notifications/push/store.ts).
 */
export async function currentPushEndpoint(): Promise<string | undefined> {
  if (!serviceWorkerSupported()) return undefined;
  try {
    const registration = await navigator.serviceWorker.getRegistration("/");
    return (await registration?.pushManager?.getSubscription())?.endpoint ?? undefined;
  } catch {
    return undefined;
  }
}
