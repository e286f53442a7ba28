import type { ReactNode } from "react";
import type { LucideIcon } from "lucide-react";
import { CardTitle } from "@/components/ui/card";

/** A card's h2 title led by an icon (the settings and equipment cards). */
export function IconCardTitle({
  icon: Icon,
  iconClassName = "size-5",
  children,
}: {
  icon: LucideIcon;
  iconClassName?: string;
  children: ReactNode;
}) {
  return (
    <CardTitle asChild size="base" className="flex items-center gap-2">
      <h2>
        <Icon className={iconClassName} aria-hidden />
        {children}
      </h2>
    </CardTitle>
  );
}
