import { cn } from "@/lib/shared/cn";
import { withSlotClasses } from "@/components/ui/slot-parts";
import { fieldClasses } from "@/components/ui/input";

const Textarea = withSlotClasses("textarea", "textarea", cn, fieldClasses, "field-sizing-content min-h-16 px-3 py-2");

export { Textarea };
