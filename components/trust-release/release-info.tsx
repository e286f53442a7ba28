import { Check, Info, Lightbulb } from "lucide-react";
import { trustReleaseMessages as m } from "@/lib/trust-release/messages";

/** 'Liberação Automática e Imediata': what the release does and the tip to pay within 3 days. */
export function ReleaseInfo() {
  return (
    <aside aria-labelledby="liberacao-info-titulo" className="space-y-3 rounded-xl border border-info/40 bg-info/10 p-4 sm:p-6">
      <h2 id="liberacao-info-titulo" className="flex items-center gap-2 font-semibold">
        <Info aria-hidden className="size-5 shrink-0" />
        {m.infoTitle}
      </h2>
      <ul className="space-y-2 text-sm">
        {m.infoItems.map((item) => (
          <li key={item} className="flex items-start gap-2">
            <Check aria-hidden className="mt-0.5 size-4 shrink-0" />
            {item}
          </li>
        ))}
      </ul>
      <p className="flex items-start gap-2 border-t border-info/30 pt-3 text-sm text-muted-foreground">
        <Lightbulb aria-hidden className="mt-0.5 size-4 shrink-0" />
        {m.infoTip}
      </p>
    </aside>
  );
}
