"use client";

import * as React from "react";
import dynamic from "next/dynamic";
import { Slot } from "radix-ui";
import { PanelLeftIcon } from "lucide-react";

import { cx } from "@/lib/shared/cx";
import { withSlotClasses } from "@/components/ui/slot-parts";
import { Button } from "@/components/ui/button";
import { useSidebar } from "@/components/ui/sidebar-context";
import { SIDEBAR_TOGGLE_LABEL } from "@/components/ui/sidebar-constants";
import { useOnDemand } from "@/components/ui/use-on-demand";

const SidebarSheet = dynamic(() => import("@/components/ui/sidebar-sheet").then((m) => m.SidebarSheet));
const loadMenuTooltips = () => import("@/components/ui/sidebar-menu-tooltip").then((m) => m.SidebarMenuTooltips);

const focusables = (container: HTMLElement | null) => Array.from(container?.querySelectorAll<HTMLElement>("a[href], button") ?? []);

/**
 * The menu buttons' tooltips, which only the sidebar collapsed to icons shows: fetched when the
 * pointer or the focus first reaches it collapsed. Wrapping the content in them remounts it, so
 * the focus, if it was inside, is given back to the same control.
 */
function useMenuTooltips(content: React.RefObject<HTMLElement | null>) {
  const focused = React.useRef(-1);
  const load = React.useCallback(
    () =>
      loadMenuTooltips().then((component) => {
        focused.current = focusables(content.current).indexOf(document.activeElement as HTMLElement);
        return component;
      }),
    [content],
  );
  const [MenuTooltips, request] = useOnDemand(load);
  React.useLayoutEffect(() => {
    if (!MenuTooltips || focused.current < 0) return;
    focusables(content.current)[focused.current]?.focus();
    focused.current = -1;
  }, [MenuTooltips, content]);
  return [MenuTooltips, request] as const;
}

type SidebarProps = React.ComponentProps<"div"> & {
  side?: "left" | "right";
  /** "icon" shrinks to the icon rail, "offcanvas" slides fully away, "none" never collapses. */
  collapsible?: "offcanvas" | "icon" | "none";
};

/*
 * The root carries data-state / data-collapsible / data-side so descendants can style
 * themselves with group-data-[collapsible=icon]:… and tests can read the state.
 * data-collapsible is empty while expanded, so those styles apply only when collapsed.
 */
function Sidebar({ side = "left", collapsible = "icon", className, style, children, ...props }: SidebarProps) {
  const { isMobile, state, openMobile, setOpenMobile } = useSidebar();
  const [sheetWanted, setSheetWanted] = React.useState(false);
  const inner = React.useRef<HTMLDivElement>(null);
  const [MenuTooltips, requestMenuTooltips] = useMenuTooltips(inner);

  if (collapsible === "none") {
    return (
      <div
        data-slot="sidebar"
        data-state="expanded"
        data-collapsible=""
        data-side={side}
        className={cx("flex h-full w-(--sidebar-width) flex-col bg-sidebar text-sidebar-foreground", className)}
        style={style}
        {...props}
      >
        {children}
      </div>
    );
  }

  if (isMobile) {
    // The sheet (Radix dialog) is fetched the first time the menu opens, then stays mounted.
    if (openMobile && !sheetWanted) setSheetWanted(true);
    if (!sheetWanted) return null;
    return (
      <SidebarSheet open={openMobile} onOpenChange={setOpenMobile} side={side} className={className} style={style} {...props}>
        {children}
      </SidebarSheet>
    );
  }

  const collapsed = state === "collapsed";
  return (
    <div
      className="group peer hidden text-sidebar-foreground md:block"
      data-slot="sidebar"
      data-state={state}
      data-collapsible={collapsed ? collapsible : ""}
      data-side={side}
    >
      {/* Reserves the sidebar's width in the page flow; the panel itself is fixed. */}
      <div
        data-slot="sidebar-gap"
        className={cx(
          "relative w-(--sidebar-width) bg-transparent transition-[width] duration-200 ease-linear motion-reduce:transition-none",
          "group-data-[collapsible=offcanvas]:w-0 group-data-[collapsible=icon]:w-(--sidebar-width-icon)",
        )}
      />
      <div
        data-slot="sidebar-container"
        inert={collapsed && collapsible === "offcanvas" ? true : undefined}
        className={cx(
          "fixed inset-y-0 z-10 hidden h-svh w-(--sidebar-width) border-sidebar-border transition-[left,right,width] duration-200 ease-linear md:flex motion-reduce:transition-none",
          side === "left"
            ? "left-0 border-r group-data-[collapsible=offcanvas]:left-[calc(var(--sidebar-width)*-1)]"
            : "right-0 border-l group-data-[collapsible=offcanvas]:right-[calc(var(--sidebar-width)*-1)]",
          "group-data-[collapsible=icon]:w-(--sidebar-width-icon)",
          className,
        )}
        style={style}
        {...props}
      >
        <div
          ref={inner}
          data-slot="sidebar-inner"
          className="flex size-full flex-col bg-sidebar"
          onPointerEnter={collapsed ? requestMenuTooltips : undefined}
          onFocus={collapsed ? requestMenuTooltips : undefined}
        >
          {MenuTooltips ? <MenuTooltips>{children}</MenuTooltips> : children}
        </div>
      </div>
    </div>
  );
}

function SidebarTrigger({ onClick, ...props }: React.ComponentProps<typeof Button>) {
  const { toggleSidebar, isMobile, open, openMobile } = useSidebar();
  return (
    <Button
      data-slot="sidebar-trigger"
      variant="ghost"
      size="icon"
      aria-label={SIDEBAR_TOGGLE_LABEL}
      aria-expanded={isMobile ? openMobile : open}
      onClick={(event) => {
        onClick?.(event);
        if (!event.defaultPrevented) toggleSidebar();
      }}
      {...props}
    >
      <PanelLeftIcon aria-hidden="true" />
      <span className="sr-only">{SIDEBAR_TOGGLE_LABEL}</span>
    </Button>
  );
}

/** Thin hit area on the sidebar's edge for mouse users; keyboard users have SidebarTrigger and Ctrl+B. */
function SidebarRail({ className, ...props }: React.ComponentProps<"button">) {
  const { toggleSidebar } = useSidebar();
  return (
    <button
      type="button"
      data-slot="sidebar-rail"
      aria-label={SIDEBAR_TOGGLE_LABEL}
      title={SIDEBAR_TOGGLE_LABEL}
      tabIndex={-1}
      onClick={toggleSidebar}
      className={cx(
        "absolute inset-y-0 z-20 hidden w-4 -translate-x-1/2 transition-all ease-linear sm:flex",
        "after:absolute after:inset-y-0 after:left-1/2 after:w-0.5 hover:after:bg-sidebar-border",
        "group-data-[side=left]:-right-4 group-data-[side=right]:left-0",
        "in-data-[side=left]:cursor-w-resize in-data-[side=right]:cursor-e-resize",
        "[[data-side=left][data-state=collapsed]_&]:cursor-e-resize [[data-side=right][data-state=collapsed]_&]:cursor-w-resize",
        className,
      )}
      {...props}
    />
  );
}

/** The main content column next to the sidebar. */
const SidebarInset = withSlotClasses("main", "sidebar-inset", cx, "relative flex w-full min-w-0 flex-1 flex-col bg-background");

const SidebarHeader = withSlotClasses("div", "sidebar-header", cx, "flex flex-col gap-2 p-2");

const SidebarFooter = withSlotClasses("div", "sidebar-footer", cx, "flex flex-col gap-2 p-2");

/** Scrollable middle section; clips instead of scrolling while collapsed to icons. */
const SidebarContent = withSlotClasses(
  "div",
  "sidebar-content",
  cx,
  "flex min-h-0 flex-1 flex-col gap-2 overflow-auto group-data-[collapsible=icon]:overflow-hidden",
);

const SidebarGroup = withSlotClasses("div", "sidebar-group", cx, "relative flex w-full min-w-0 flex-col p-2");

function SidebarGroupLabel({ className, asChild = false, ...props }: React.ComponentProps<"div"> & { asChild?: boolean }) {
  const Comp = asChild ? Slot.Root : "div";
  return (
    <Comp
      data-slot="sidebar-group-label"
      className={cx(
        "flex h-8 shrink-0 items-center rounded-md px-2 text-xs font-medium text-sidebar-foreground/70 outline-hidden transition-[margin,opacity] duration-200 ease-linear motion-reduce:transition-none",
        "focus-visible:ring-2 focus-visible:ring-sidebar-ring [&>svg]:size-4 [&>svg]:shrink-0",
        "group-data-[collapsible=icon]:-mt-8 group-data-[collapsible=icon]:opacity-0",
        className,
      )}
      {...props}
    />
  );
}

const SidebarGroupContent = withSlotClasses("div", "sidebar-group-content", cx, "w-full text-sm");

export {
  Sidebar,
  SidebarTrigger,
  SidebarRail,
  SidebarInset,
  SidebarHeader,
  SidebarFooter,
  SidebarContent,
  SidebarGroup,
  SidebarGroupLabel,
  SidebarGroupContent,
  type SidebarProps,
};
export { SidebarProvider, useSidebar, type SidebarContextValue } from "@/components/ui/sidebar-context";
export { SidebarMenu, SidebarMenuItem, SidebarMenuButton, SidebarMenuBadge, sidebarMenuButtonVariants } from "@/components/ui/sidebar-menu";
