/*
 * Plain constants (no "use client") so a server layout can read the cookie and pass
 * `defaultOpen` to SidebarProvider, avoiding a collapsed/expanded flash on load.
 */
export const SIDEBAR_COOKIE_NAME = "sidebar:state";
/** 7 days, in seconds. */
export const SIDEBAR_COOKIE_MAX_AGE = 60 * 60 * 24 * 7;
export const SIDEBAR_WIDTH = "16rem";
export const SIDEBAR_WIDTH_MOBILE = "18rem";
export const SIDEBAR_WIDTH_ICON = "3rem";
/** Ctrl+B / Cmd+B. */
export const SIDEBAR_KEYBOARD_SHORTCUT = "b";
export const SIDEBAR_TOGGLE_LABEL = "Alternar menu lateral";
export const SIDEBAR_MOBILE_TITLE = "Menu de navegação";

/** Reads the stored open state from the cookie value; anything but "false" means open. */
export function sidebarOpenFromCookie(value: string | undefined): boolean {
  return value !== "false";
}
