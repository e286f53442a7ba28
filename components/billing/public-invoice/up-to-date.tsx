import { CheckCircle2 } from "lucide-react";
import { Card, CardContent } from "@/components/ui/card";
import { publicInvoiceMessages as m } from "@/lib/billing/public-access/messages";

export function UpToDate() {
  return (
    <Card>
      <CardContent className="flex flex-col items-center gap-2 py-4 text-center">
        <CheckCircle2 className="size-10 text-success" aria-hidden />
        <h2 className="text-lg font-semibold">{m.upToDate}</h2>
        <p className="text-sm text-muted-foreground">{m.upToDateDescription}</p>
      </CardContent>
    </Card>
  );
}
