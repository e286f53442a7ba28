"use client";

import type { ReactNode } from "react";
import { SidebarMenuTooltipContext, type SidebarMenuTooltipProps } from "@/components/ui/sidebar-menu";
import { Tooltip, TooltipContent, TooltipProvider, TooltipTrigger } from "@/components/ui/tooltip";

function SidebarMenuTooltip({ content, open, onOpenChange, children }: SidebarMenuTooltipProps) {
  const contentProps = typeof content === "string" ? { children: content } : content;
  return (
    <Tooltip open={open} onOpenChange={onOpenChange}>
      <TooltipTrigger asChild>{children}</TooltipTrigger>
      <TooltipContent side="right" align="center" {...contentProps} />
    </Tooltip>
  );
}

const renderTooltip = (props: SidebarMenuTooltipProps) => <SidebarMenuTooltip {...props} />;

/**
 * The menu buttons' tooltips (Radix, with its positioning code), which only a sidebar collapsed
 * to icons shows: Sidebar loads this around its content once collapsed and pointed at or
 * focused. One provider, so the tooltips share the open delay and its skip.
 */
export function SidebarMenuTooltips({ children }: { children: ReactNode }) {
  return (
    <TooltipProvider>
      <SidebarMenuTooltipContext value={renderTooltip}>{children}</SidebarMenuTooltipContext>
    </TooltipProvider>
  );
}
