/*
 * Central do Assinante service worker: web push only (no fetch handler, no caching).
 * Registered by the portal with scope '/'. The payload is what lib/notifications/push/schema.ts
 * calls PushPayload: { title, body, url, notificationId?, tag? }.
 */
const CHANNEL = "central-notificacoes"; // lib/notifications/sync.ts NOTIFICATIONS_CHANNEL
const FALLBACK_URL = "/notifications";

// The page registers /sw.js?brand=<id> (lib/notifications/push/browser.ts); the files are lib/platform/brand/assets.ts' brandIcons.
const requestedBrand = new URL(self.location.href).searchParams.get("brand") || "";
const BRAND = /^[a-z0-9-]{1,40}$/.test(requestedBrand) ? requestedBrand : "enterprise";
const ICON = `/brands/${BRAND}/icon-192.png`;
const BADGE = `/brands/${BRAND}/badge-96.png`;

self.addEventListener("install", () => self.skipWaiting());
self.addEventListener("activate", (event) => event.waitUntil(self.clients.claim()));

function announce() {
  try {
    const channel = new BroadcastChannel(CHANNEL);
    channel.postMessage({ type: "changed" });
    channel.close();
  } catch {
    // Older browsers: the pages' 30 s poll catches up.
  }
}

/** Same rule as the server's safeActionLink: http(s) or a path on this site. */
function safeUrl(value) {
  try {
    const url = new URL(typeof value === "string" && value ? value : FALLBACK_URL, self.location.origin);
    return url.protocol === "https:" || url.protocol === "http:" ? url.href : new URL(FALLBACK_URL, self.location.origin).href;
  } catch {
    return new URL(FALLBACK_URL, self.location.origin).href;
  }
}

self.addEventListener("push", (event) => {
  let data = {};
  try {
    data = event.data ? event.data.json() : {};
  } catch {
    data = { body: event.data ? event.data.text() : "" };
  }
  const title = typeof data.title === "string" && data.title ? data.title : "Central do Assinante";
  const options = {
    body: typeof data.body === "string" ? data.body : "",
    tag: typeof data.tag === "string" ? data.tag : undefined,
    icon: ICON,
    badge: BADGE,
    data: { url: safeUrl(data.url), notificationId: Number.isInteger(data.notificationId) ? data.notificationId : null },
  };
  event.waitUntil(self.registration.showNotification(title, options).then(announce));
});

async function markRead(notificationId) {
  if (!notificationId) return;
  try {
    await fetch("/api/notifications/read", {
      method: "POST",
      credentials: "same-origin",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ id: notificationId }),
    });
  } catch {
    // Offline or logged out: the notification stays unread in the portal.
  }
}

self.addEventListener("notificationclick", (event) => {
  event.notification.close();
  const { url, notificationId } = event.notification.data || {};
  const target = safeUrl(url);
  event.waitUntil(
    (async () => {
      await markRead(notificationId);
      announce();
      const windows = await self.clients.matchAll({ type: "window", includeUncontrolled: true });
      const open = windows.find((client) => client.url === target);
      if (open) return open.focus();
      return self.clients.openWindow(target);
    })(),
  );
});

/** The push service rotated the subscription: subscribe again with the same key and tell the server. */
self.addEventListener("pushsubscriptionchange", (event) => {
  const key = event.oldSubscription && event.oldSubscription.options.applicationServerKey;
  if (!key) return;
  event.waitUntil(
    (async () => {
      const subscription = await self.registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: key });
      await fetch("/api/push/subscription", {
        method: "POST",
        credentials: "same-origin",
        headers: { "content-type": "application/json" },
        body: JSON.stringify(subscription.toJSON()),
      });
    })().catch(() => {}),
  );
});
