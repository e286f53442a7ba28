import { useCallback, useState, type ComponentType, type KeyboardEvent } from "react";

/**
 * A component fetched on first use (pointer over, focus, press) instead of with the page:
 * answers the component once loaded (null before) and the function that starts loading it.
 * A failed fetch leaves null, so the next intent tries again.
 */
export function useOnDemand<P>(load: () => Promise<ComponentType<P>>) {
  const [component, setComponent] = useState<ComponentType<P> | null>(null);
  const request = useCallback(() => {
    load().then(
      (loaded) => setComponent(() => loaded),
      () => undefined,
    );
  }, [load]);
  return [component, request] as const;
}

/**
 * For a trigger whose widget (menu, popover) is fetched on demand: the props of the
 * placeholder button shown until it arrives, which start loading it when the pointer or the
 * focus reaches the button and remember a press (click, Enter, Space, or one of `openKeys`)
 * that comes first. `focused` tells the loaded trigger to take over the focus.
 */
export function useOnDemandTrigger<P>(
  load: () => Promise<ComponentType<P>>,
  { onPress, openKeys = [] }: { onPress?: () => void; openKeys?: string[] } = {},
) {
  const [Component, request] = useOnDemand(load);
  const [focused, setFocused] = useState(false);
  const [pressed, setPressed] = useState(false);
  const press = () => {
    setPressed(true);
    onPress?.();
    request();
  };
  const placeholderProps = {
    "aria-expanded": false,
    "data-state": "closed",
    onPointerEnter: request,
    onFocus: () => {
      setFocused(true);
      request();
    },
    onBlur: () => setFocused(false),
    onClick: press,
    onKeyDown: (event: KeyboardEvent) => {
      if (!openKeys.includes(event.key)) return;
      event.preventDefault();
      press();
    },
  };
  return { Component, focused, pressed, placeholderProps };
}
