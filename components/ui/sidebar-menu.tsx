"use client";

import * as React from "react";
import { Slot } from "radix-ui";
import { cva, type VariantProps } from "class-variance-authority";

import { cx } from "@/lib/shared/cx";
import { withSlotClasses } from "@/components/ui/slot-parts";
import type { TooltipContent } from "@/components/ui/tooltip";
import { useSidebar } from "@/components/ui/sidebar-context";

export type SidebarMenuTooltipProps = {
  content: string | React.ComponentProps<typeof TooltipContent>;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  children: React.ReactElement;
};

/** Renders a menu button's tooltip; provided by Sidebar while collapsed (see sidebar-menu-tooltip.tsx). */
const SidebarMenuTooltipContext = React.createContext<((props: SidebarMenuTooltipProps) => React.ReactElement) | null>(null);

const SidebarMenu = withSlotClasses("ul", "sidebar-menu", cx, "flex w-full min-w-0 flex-col gap-1");

const SidebarMenuItem = withSlotClasses("li", "sidebar-menu-item", cx, "group/menu-item relative");

const sidebarMenuButtonVariants = cva(
  [
    "peer/menu-button flex w-full items-center gap-2 overflow-hidden rounded-md p-2 text-left outline-hidden transition-[width,height,padding] motion-reduce:transition-none",
    "hover:bg-sidebar-accent hover:text-sidebar-accent-foreground active:bg-sidebar-accent active:text-sidebar-accent-foreground",
    "focus-visible:ring-2 focus-visible:ring-sidebar-ring",
    "disabled:pointer-events-none disabled:opacity-50 aria-disabled:pointer-events-none aria-disabled:opacity-50",
    "data-[active=true]:bg-sidebar-accent data-[active=true]:font-semibold data-[active=true]:text-sidebar-primary",
    "group-has-data-[slot=sidebar-menu-badge]/menu-item:pr-10",
    "group-data-[collapsible=icon]:size-8!",
    "[&>span:last-child]:truncate [&>svg]:size-4 [&>svg]:shrink-0",
  ],
  {
    variants: {
      variant: {
        default: "",
        outline: "bg-background shadow-[0_0_0_1px_var(--sidebar-border)] hover:shadow-[0_0_0_1px_var(--sidebar-accent)]",
      },
      // The text size and the padding collapsed to icons are set here only, once per size.
      size: {
        default: "h-8 text-sm group-data-[collapsible=icon]:p-2!",
        sm: "h-7 text-xs group-data-[collapsible=icon]:p-2!",
        lg: "h-12 text-sm group-data-[collapsible=icon]:p-0!",
      },
    },
    defaultVariants: { variant: "default", size: "default" },
  },
);

type SidebarMenuButtonProps = React.ComponentProps<"button"> &
  VariantProps<typeof sidebarMenuButtonVariants> & {
    /** Render the child (e.g. a Next.js Link) with menu-button styles. */
    asChild?: boolean;
    /** Marks the current page: sets aria-current="page" and the active style. */
    isActive?: boolean;
    /** Shown beside the icon only while the desktop sidebar is collapsed to icons. */
    tooltip?: SidebarMenuTooltipProps["content"];
  };

function SidebarMenuButton({
  asChild = false,
  isActive = false,
  variant = "default",
  size = "default",
  tooltip,
  className,
  onClick,
  ...props
}: SidebarMenuButtonProps) {
  const Comp = asChild ? Slot.Root : "button";
  const { isMobile, state, setOpenMobile } = useSidebar();
  const renderTooltip = React.useContext(SidebarMenuTooltipContext);
  // Controlled so the tooltip can be suppressed without remounting the button (which would drop focus).
  const [tooltipOpen, setTooltipOpen] = React.useState(false);

  const button = (
    <Comp
      data-slot="sidebar-menu-button"
      data-size={size}
      data-active={isActive}
      aria-current={isActive ? "page" : undefined}
      className={cx(sidebarMenuButtonVariants({ variant, size }), className)}
      onClick={(event: React.MouseEvent<HTMLButtonElement>) => {
        onClick?.(event);
        // On phones the menu is a sheet over the page; close it once an action is chosen. A link to
        // another page closes it when that page has arrived (SidebarProvider).
        const target = event.currentTarget;
        const opensAnotherPage = target instanceof HTMLAnchorElement && target.pathname !== window.location.pathname;
        if (isMobile && !opensAnotherPage && !event.defaultPrevented) setOpenMobile(false);
      }}
      {...props}
    />
  );

  if (!tooltip || !renderTooltip) return button;

  const showTooltip = state === "collapsed" && !isMobile;
  return renderTooltip({ content: tooltip, open: showTooltip && tooltipOpen, onOpenChange: setTooltipOpen, children: button });
}

/*
 * Count shown at the end of a menu item (e.g. unread notifications). While collapsed to
 * icons it shrinks to a dot on the icon; the number stays in the DOM for screen readers.
 */
const SidebarMenuBadge = withSlotClasses(
  "span",
  "sidebar-menu-badge",
  cx,
  "pointer-events-none absolute top-1/2 right-1.5 flex h-5 min-w-5 -translate-y-1/2 items-center justify-center rounded-full bg-sidebar-primary px-1.5 text-xs font-semibold text-sidebar-primary-foreground tabular-nums select-none",
  "peer-data-[size=sm]/menu-button:h-4 peer-data-[size=sm]/menu-button:min-w-4",
  "group-data-[collapsible=icon]:top-1 group-data-[collapsible=icon]:right-1 group-data-[collapsible=icon]:h-2 group-data-[collapsible=icon]:min-w-2 group-data-[collapsible=icon]:translate-y-0 group-data-[collapsible=icon]:p-0 group-data-[collapsible=icon]:text-[0px]",
);

export { SidebarMenu, SidebarMenuItem, SidebarMenuButton, SidebarMenuBadge, SidebarMenuTooltipContext, sidebarMenuButtonVariants };
