import * as React from "react";
import { CheckIcon } from "lucide-react";

import { cx } from "@/lib/shared/cx";

/*
 * A native checkbox drawn as the design system's box: the browser gives it its role, keyboard
 * and label behaviour, so no script is needed for it. Border uses muted-foreground (not the
 * input token) so the unchecked box keeps 3:1 contrast.
 */
function Checkbox({ className, ...props }: Omit<React.ComponentProps<"input">, "type">) {
  return (
    <span className="relative inline-flex size-4 shrink-0">
      <input
        type="checkbox"
        data-slot="checkbox"
        className={cx(
          "peer size-4 shrink-0 appearance-none rounded-[4px] border border-muted-foreground/70 shadow-xs transition-shadow outline-none dark:bg-input/30",
          "checked:border-primary checked:bg-primary",
          "focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:ring-offset-background",
          "disabled:cursor-not-allowed disabled:opacity-50 aria-invalid:border-destructive",
          className,
        )}
        {...props}
      />
      <CheckIcon
        className="pointer-events-none absolute inset-0 m-auto hidden size-3.5 text-primary-foreground peer-checked:block"
        aria-hidden="true"
      />
    </span>
  );
}

export { Checkbox };
