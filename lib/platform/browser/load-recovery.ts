/**
 * Load recovery (spec section 4), as an inline script so it works even when
 * the app's own JavaScript failed to load. It is serialised with toString(),
 * so it must stay self-contained.
 */
export const RECOVERY_ROOT_ID = "app-root";
export const RECOVERY_KEY = "load_recovery_attempts";

export type RecoveryOptions = {
  rootId: string;
  storageKey: string;
  whiteScreenCheckMs: number;
  reloadDelayMs: number;
  maxAttempts: number;
  texts: { title: string; description: string; reload: string; clearAndReload: string };
};

export const recoveryOptions: RecoveryOptions = {
  rootId: RECOVERY_ROOT_ID,
  storageKey: RECOVERY_KEY,
  whiteScreenCheckMs: 3000,
  reloadDelayMs: 1000,
  maxAttempts: 3,
  texts: {
    title: "Problema Técnico Detectado",
    description: "Não conseguimos carregar a página corretamente. Tente recarregar; se o problema continuar, limpe o cache.",
    reload: "Recarregar Página",
    clearAndReload: "Limpar Cache e Recarregar",
  },
};

export function installLoadRecovery(o: RecoveryOptions) {
  const w = window;
  let recovering = false;

  const attempts = () => Number(sessionStorage.getItem(o.storageKey) || "0");

  const clearEverything = async () => {
    try {
      if ("caches" in w) for (const key of await caches.keys()) await caches.delete(key);
      if (navigator.serviceWorker) {
        for (const reg of await navigator.serviceWorker.getRegistrations()) await reg.unregister();
      }
    } catch (error) {
      console.error("Erro ao limpar cache:", error);
    }
    const kept = attempts();
    localStorage.clear();
    sessionStorage.clear();
    sessionStorage.setItem(o.storageKey, String(kept));
  };

  const showFallback = () => {
    const doc = document;
    const wrap = doc.createElement("main");
    wrap.setAttribute("role", "alert");
    wrap.style.cssText =
      "min-height:100vh;display:flex;flex-direction:column;align-items:center;justify-content:center;gap:16px;padding:24px;font-family:system-ui,sans-serif;text-align:center;background:#fff;color:#1a1d24";
    const h1 = doc.createElement("h1");
    h1.textContent = o.texts.title;
    h1.style.cssText = "font-size:1.5rem;font-weight:700;margin:0";
    const p = doc.createElement("p");
    p.textContent = o.texts.description;
    p.style.cssText = "max-width:28rem;margin:0;color:#4a5060";
    const button = (label: string, primary: boolean, onClick: () => void) => {
      const b = doc.createElement("button");
      b.type = "button";
      b.textContent = label;
      b.style.cssText = `padding:10px 18px;border-radius:8px;font-size:1rem;cursor:pointer;border:1px solid #3a3f9e;${
        primary ? "background:#3a3f9e;color:#fff" : "background:#fff;color:#3a3f9e"
      }`;
      b.onclick = onClick;
      return b;
    };
    const reload = button(o.texts.reload, true, () => {
      sessionStorage.removeItem(o.storageKey);
      location.reload();
    });
    const clear = button(o.texts.clearAndReload, false, async () => {
      await clearEverything();
      sessionStorage.removeItem(o.storageKey);
      location.reload();
    });
    const row = doc.createElement("div");
    row.style.cssText = "display:flex;gap:12px;flex-wrap:wrap;justify-content:center";
    row.append(reload, clear);
    wrap.append(h1, p, row);
    doc.body.replaceChildren(wrap);
  };

  const recover = async (reason: string) => {
    if (recovering) return;
    recovering = true;
    const attempt = attempts() + 1;
    console.warn("Recuperação de carregamento:", reason, "tentativa", attempt);
    if (attempt > o.maxAttempts) {
      showFallback();
      return;
    }
    sessionStorage.setItem(o.storageKey, String(attempt));
    if (attempt === 2) await clearEverything();
    setTimeout(() => location.reload(), o.reloadDelayMs);
  };

  (w as unknown as { __loadRecovery?: (reason: string) => void }).__loadRecovery = (reason) => void recover(reason);

  if (attempts() >= o.maxAttempts) {
    document.addEventListener("DOMContentLoaded", showFallback);
    return;
  }

  w.addEventListener(
    "error",
    (event) => {
      const target = event.target as HTMLElement | null;
      if (target && (target.tagName === "SCRIPT" || (target.tagName === "LINK" && (target as HTMLLinkElement).rel === "stylesheet"))) {
        void recover(`falha ao carregar ${(target as HTMLScriptElement).src || (target as HTMLLinkElement).href}`);
      }
    },
    true,
  );
  w.addEventListener("unhandledrejection", (event) => {
    const reason = event.reason as { message?: string } | string | undefined;
    const message = typeof reason === "string" ? reason : (reason?.message ?? "");
    if (/Loading|fetch|network/i.test(message)) void recover(message);
  });
  // The white-screen check counts from the end of parsing, so a slow first byte is not taken for a failure.
  const checkRoot = () =>
    setTimeout(() => {
      const root = document.getElementById(o.rootId);
      if (!root) {
        console.error("Elemento raiz não encontrado");
        void recover("elemento raiz ausente");
      } else if (root.children.length === 0 && !root.textContent?.trim()) {
        void recover("tela em branco");
      }
    }, o.whiteScreenCheckMs);
  if (document.readyState === "loading") document.addEventListener("DOMContentLoaded", checkRoot);
  else checkRoot();
}

/** The inline script's source. */
export function loadRecoveryScript(): string {
  return `(${installLoadRecovery.toString()})(${JSON.stringify(recoveryOptions)});`;
}
