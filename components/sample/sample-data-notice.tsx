import { FlaskConical } from "lucide-react";
import { Badge } from "@/components/ui/badge";
import { sampleMessages as m } from "./messages";

/** Says plainly that the screen shows sample figures, not the customer's. */
export function SampleDataNotice() {
  return (
    <div role="note" className="mb-6 flex flex-wrap items-center gap-2 rounded-lg border border-dashed bg-muted/50 p-3 text-sm">
      <Badge variant="warning">
        <FlaskConical aria-hidden />
        {m.badge}
      </Badge>
      <span className="text-muted-foreground">{m.notice}</span>
    </div>
  );
}
