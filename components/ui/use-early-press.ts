import { useEffect, useEffectEvent, useRef } from "react";
import { EARLY_PRESS_ATTRIBUTE } from "@/lib/hydration/early-press";

/**
 * For a button that must work from the moment it shows (lib/hydration/early-press.ts): spread
 * the answer on it. A press made before hydration runs `onPress` once the button has hydrated; a
 * press after it runs `onPress` at once. `onPress` must ignore a second call while the first is
 * in flight: React may also replay a press it saw before hydrating the button.
 */
export function useEarlyPress<E extends HTMLElement>(onPress: () => void) {
  const ref = useRef<E>(null);
  const pressedEarly = useEffectEvent(onPress);
  useEffect(() => {
    if (ref.current && window.__earlyPresses?.delete(ref.current)) pressedEarly();
  }, []);
  return {
    ref,
    [EARLY_PRESS_ATTRIBUTE]: "",
    onClick: () => {
      if (ref.current) window.__earlyPresses?.delete(ref.current);
      onPress();
    },
  };
}
