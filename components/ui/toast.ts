import type { toast as sonnerToast } from "sonner";

/**
 * The app's toasts. sonner and its Toaster are fetched with the first toast instead
 * of with every page: most views never show one. sonner replays toasts created
 * before its Toaster subscribed, so nothing shown early is lost.
 */
type Kind = "success" | "error" | "info" | "warning";
type Args = Parameters<(typeof sonnerToast)[Kind]>;

let requested = false;
const listeners = new Set<() => void>();

/** For the root layout's on-demand Toaster: whether any toast was asked for yet. */
export const toasterDemand = {
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => void listeners.delete(listener);
  },
  requested: () => requested,
};

function show(kind: Kind, args: Args) {
  if (!requested) {
    requested = true;
    for (const listener of listeners) listener();
  }
  void import("sonner").then(({ toast }) => {
    const showKind: (...a: Args) => unknown = toast[kind];
    showKind(...args);
  });
}

export const toast = {
  success: (...args: Args) => show("success", args),
  error: (...args: Args) => show("error", args),
  info: (...args: Args) => show("info", args),
  warning: (...args: Args) => show("warning", args),
};
