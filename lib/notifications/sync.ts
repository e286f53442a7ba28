/**
 * Keeps every view of the notifications in step (browser only): the bell, the
 * notifications page, other tabs, and the service worker after a push click.
 *
 * - In this tab: the spec's custom window event.
 * - Across tabs and from the service worker: a BroadcastChannel (public/sw.js posts
 *   on the same channel name), with a storage-event fallback where it is missing.
 *
 * One channel object per tab, so a tab never hears its own message twice.
 */
export const NOTIFICATIONS_CHANGED_EVENT = "notificacoes-atualizadas";
export const NOTIFICATIONS_CHANNEL = "central-notificacoes";
const STORAGE_KEY = "central-notificacoes:alterado";

let channel: BroadcastChannel | null | undefined;

function sharedChannel(): BroadcastChannel | null {
  if (channel === undefined) {
    channel = typeof BroadcastChannel === "function" ? new BroadcastChannel(NOTIFICATIONS_CHANNEL) : null;
  }
  return channel;
}

/** Tells this tab, the other tabs and the service worker's listeners that notifications changed. */
export function announceNotificationsChanged(): void {
  if (typeof window === "undefined") return;
  window.dispatchEvent(new Event(NOTIFICATIONS_CHANGED_EVENT));
  const shared = sharedChannel();
  if (shared) {
    shared.postMessage({ type: "changed" });
    return;
  }
  try {
    window.localStorage.setItem(STORAGE_KEY, String(Date.now()));
  } catch {
    // Storage can be full or blocked; the 30 s poll still catches up.
  }
}

/** Calls `onChange` whenever notifications change anywhere; returns the unsubscribe function. */
export function onNotificationsChanged(onChange: () => void): () => void {
  if (typeof window === "undefined") return () => {};
  const onStorage = (event: StorageEvent) => {
    if (event.key === STORAGE_KEY) onChange();
  };
  window.addEventListener(NOTIFICATIONS_CHANGED_EVENT, onChange);
  window.addEventListener("storage", onStorage);
  const shared = sharedChannel();
  shared?.addEventListener("message", onChange);
  return () => {
    window.removeEventListener(NOTIFICATIONS_CHANGED_EVENT, onChange);
    window.removeEventListener("storage", onStorage);
    shared?.removeEventListener("message", onChange);
  };
}
