"use client";

import { usePathname, useRouter } from "next/navigation";
import { useTransition } from "react";
import { Label } from "@/components/ui/label";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";
import { statusLabels } from "@/lib/suggestions/catalog";
import { suggestionMessages as m } from "@/lib/suggestions/messages";
import { suggestionFilters, type SuggestionFilter as Filter } from "@/lib/suggestions/validation";

/** The status filter; kept in the URL (?status=) so it survives reloads and can be shared. */
export function SuggestionFilter({ value }: { value: Filter }) {
  const router = useRouter();
  const pathname = usePathname();
  const [pending, startTransition] = useTransition();

  return (
    <div className="flex items-center gap-2">
      <Label htmlFor="sugestao-filtro" className="shrink-0">
        {m.filterLabel}
      </Label>
      <Select
        value={value}
        onValueChange={(next) =>
          startTransition(() => router.replace(next === "todas" ? pathname : `${pathname}?status=${next}`, { scroll: false }))
        }
      >
        <SelectTrigger id="sugestao-filtro" className="w-44" aria-busy={pending}>
          <SelectValue>{statusLabels[value]}</SelectValue>
        </SelectTrigger>
        <SelectContent>
          {suggestionFilters.map((filter) => (
            <SelectItem key={filter} value={filter}>
              {statusLabels[filter]}
            </SelectItem>
          ))}
        </SelectContent>
      </Select>
    </div>
  );
}
