import type { ReactNode } from "react";
import { cx } from "@/lib/shared/cx";

type Props = { id: string; title: string; description: string; heading?: "h1" | "h2"; className?: string; children: ReactNode };

/** A payment dialog's content as a section of a page: the answers to forms posted without script. */
export function AnswerSection({ id, title, description, heading: Heading = "h2", className, children }: Props) {
  return (
    <section id={id} aria-labelledby={`${id}-titulo`} className={cx("grid scroll-mt-4 basis-full gap-4 rounded-lg border p-4", className)}>
      <div className="space-y-1">
        <Heading id={`${id}-titulo`} className="text-lg font-semibold">
          {title}
        </Heading>
        <p className="text-sm text-muted-foreground">{description}</p>
      </div>
      {children}
    </section>
  );
}
