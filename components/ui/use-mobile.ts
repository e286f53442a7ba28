import { useSyncExternalStore } from "react";

/** Spec section 9: the small-screen layout applies below 768 px. */
export const MOBILE_BREAKPOINT = 768;
const MOBILE_QUERY = `(max-width: ${MOBILE_BREAKPOINT - 1}px)`;

function subscribe(onChange: () => void) {
  const query = window.matchMedia(MOBILE_QUERY);
  query.addEventListener("change", onChange);
  return () => query.removeEventListener("change", onChange);
}

const isMobileNow = () => window.matchMedia(MOBILE_QUERY).matches;
// The server cannot know the viewport; render the desktop markup, which CSS hides on small screens.
const isMobileOnServer = () => false;

/** True while the viewport is narrower than 768 px; updates on resize and rotation. */
export function useIsMobile(): boolean {
  return useSyncExternalStore(subscribe, isMobileNow, isMobileOnServer);
}
