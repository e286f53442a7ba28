"use client";

import * as React from "react";

import { cn } from "@/lib/shared/cn";
import { Sheet, SheetContent, SheetDescription, SheetHeader, SheetTitle } from "@/components/ui/sheet";
import { SIDEBAR_MOBILE_TITLE, SIDEBAR_WIDTH_MOBILE } from "@/components/ui/sidebar-constants";

type SidebarSheetProps = React.ComponentProps<"div"> & {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  side: "left" | "right";
};

/** The sidebar on phones: a side sheet over the page. Loaded by Sidebar the first time it opens. */
export function SidebarSheet({ open, onOpenChange, side, className, style, children, ...props }: SidebarSheetProps) {
  return (
    <Sheet open={open} onOpenChange={onOpenChange}>
      <SheetContent
        side={side}
        data-slot="sidebar"
        data-mobile="true"
        data-side={side}
        style={{ "--sidebar-width-mobile": SIDEBAR_WIDTH_MOBILE, ...style } as React.CSSProperties}
        className={cn(
          "w-(--sidebar-width-mobile) max-w-[calc(100vw-2.5rem)] gap-0 bg-sidebar p-0 text-sidebar-foreground sm:max-w-[calc(100vw-2.5rem)]",
          "[&_[data-slot=sidebar-header]]:pr-12",
          className,
        )}
        {...props}
      >
        <SheetHeader className="sr-only">
          <SheetTitle>{SIDEBAR_MOBILE_TITLE}</SheetTitle>
          <SheetDescription>Acesse as seções da Central do Assinante.</SheetDescription>
        </SheetHeader>
        <div data-slot="sidebar-inner" className="flex size-full flex-col">
          {children}
        </div>
      </SheetContent>
    </Sheet>
  );
}
