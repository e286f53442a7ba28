"use client";

import { Collapsible as CollapsiblePrimitive } from "radix-ui";
import { withSlot } from "@/components/ui/slot-parts";

const Collapsible = withSlot(CollapsiblePrimitive.Root, "collapsible");

const CollapsibleTrigger = withSlot(CollapsiblePrimitive.Trigger, "collapsible-trigger");

const CollapsibleContent = withSlot(CollapsiblePrimitive.Content, "collapsible-content");

export { Collapsible, CollapsibleTrigger, CollapsibleContent };
