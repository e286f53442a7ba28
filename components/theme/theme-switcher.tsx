"use client";

import { ThemeButton } from "@/components/theme/theme-button";
import { useOnDemandTrigger } from "@/components/ui/use-on-demand";

const loadThemeMenu = () => import("@/components/theme/theme-menu").then((m) => m.ThemeMenu);

/**
 * The theme button. Its menu (Radix dropdown, popper) is fetched when the pointer or the
 * focus reaches the button, so pages load without it; a press that comes before the menu
 * arrived opens it as soon as it has.
 */
export function ThemeSwitcher() {
  // ArrowDown opens a Radix dropdown from its trigger, as Enter and Space do.
  const { Component: ThemeMenu, focused, pressed, placeholderProps } = useOnDemandTrigger(loadThemeMenu, { openKeys: ["ArrowDown"] });
  if (ThemeMenu) return <ThemeMenu defaultOpen={pressed} autoFocus={focused} />;
  return <ThemeButton aria-haspopup="menu" {...placeholderProps} />;
}
