"use client";

import { Tabs as TabsPrimitive } from "radix-ui";

import { cn } from "@/lib/shared/cn";
import { withSlotClasses } from "@/components/ui/slot-parts";

const Tabs = withSlotClasses(TabsPrimitive.Root, "tabs", cn, "flex flex-col gap-2 data-[orientation=vertical]:flex-row");

const TabsList = withSlotClasses(
  TabsPrimitive.List,
  "tabs-list",
  cn,
  "inline-flex h-9 w-fit max-w-full items-center justify-start overflow-x-auto rounded-lg bg-muted p-[3px] text-muted-foreground",
);

const TabsTrigger = withSlotClasses(
  TabsPrimitive.Trigger,
  "tabs-trigger",
  cn,
  "inline-flex h-full flex-1 items-center justify-center gap-1.5 rounded-md border border-transparent px-2 py-1 text-sm font-medium whitespace-nowrap text-muted-foreground transition-[color,box-shadow] outline-none",
  "hover:text-foreground data-[state=active]:bg-background data-[state=active]:text-foreground data-[state=active]:shadow-sm dark:data-[state=active]:border-input dark:data-[state=active]:bg-input/30",
  "focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-1 focus-visible:ring-offset-background",
  "disabled:pointer-events-none disabled:opacity-50 [&_svg]:pointer-events-none [&_svg]:shrink-0 [&_svg:not([class*='size-'])]:size-4",
);

const TabsContent = withSlotClasses(
  TabsPrimitive.Content,
  "tabs-content",
  cn,
  "flex-1 rounded-md outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:ring-offset-background",
);

export { Tabs, TabsList, TabsTrigger, TabsContent };
