/**
 * Presses that come before the page's scripts have run. On a slow phone the server-rendered
 * 'Gerar PIX' shows a second or more before React has hydrated it, and a tap in between would be
 * lost (React only replays events once its root is attached). This inline script, in every page's
 * head, remembers presses on elements marked with EARLY_PRESS_ATTRIBUTE; the component acts on them
 * once hydrated (components/ui/use-early-press.ts). It also stops forms submitted before they are
 * hydrated: the portal's forms all submit through React, and one without an `action` would go out
 * natively as a GET, its fields (a password, a CPF) in the address, the history and the logs. It is
 * serialised with toString(), so it must stay self-contained.
 */
export const EARLY_PRESS_ATTRIBUTE = "data-early-press";

declare global {
  interface Window {
    /** The marked elements pressed and not yet handled by their component. */
    __earlyPresses?: WeakSet<Element>;
  }
}

export function installEarlyPress(attribute: string) {
  const presses = new WeakSet<Element>();
  window.__earlyPresses = presses;
  // Capture on window runs before React's listeners, so a hydrated component removes what is added here.
  window.addEventListener(
    "click",
    (event) => {
      const target = event.target instanceof Element ? event.target.closest(`[${attribute}]`) : null;
      if (target) presses.add(target);
    },
    true,
  );
  // Bubbling to the window comes after React's listener on the document: a hydrated form has
  // already prevented the native submission by then; a form React has not taken over has not.
  window.addEventListener("submit", (event) => {
    if (event.target instanceof HTMLFormElement && !event.target.hasAttribute("action")) event.preventDefault();
  });
}

/** The inline script's source. */
export function earlyPressScript(): string {
  return `(${installEarlyPress.toString()})(${JSON.stringify(EARLY_PRESS_ATTRIBUTE)});`;
}
