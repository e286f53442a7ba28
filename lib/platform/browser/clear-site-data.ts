/**
 * 'Limpar Cache e Recarregar' of app/global-error.tsx: what a broken deployment can leave in the
 * browser (Cache Storage, the service worker, local and session storage). Each part is best
 * effort: a browser that refuses one (private mode, blocked storage) still gets the others.
 */
export async function clearSiteData(): Promise<void> {
  const attempts: Promise<unknown>[] = [];
  if ("caches" in window) attempts.push(caches.keys().then((keys) => Promise.all(keys.map((key) => caches.delete(key)))));
  if ("serviceWorker" in navigator) {
    attempts.push(navigator.serviceWorker.getRegistrations().then((all) => Promise.all(all.map((r) => r.unregister()))));
  }
  await Promise.allSettled(attempts);
  for (const storage of ["localStorage", "sessionStorage"] as const) {
    try {
      window[storage].clear();
    } catch {
      // Storage blocked by the browser: nothing of ours is kept there.
    }
  }
}
