"use client";

import { Timer } from "lucide-react";
import { useEffect, useState, type ReactNode } from "react";
import { publicInvoiceMessages as m } from "@/lib/billing/public-access/messages";
import { formatCountdown } from "@/lib/billing/public-access/rules";
import { AccessExpired } from "./access-notice";

/**
 * Counts the link's remaining time down (mm:ss) and replaces the page with 'Acesso Expirado' when it
 * runs out. The deadline is taken from the browser's own clock at mount, so a skewed device clock
 * does not shorten or lengthen it.
 */
export function AccessCountdown({ remainingMs, children }: { remainingMs: number; children: ReactNode }) {
  const [left, setLeft] = useState(remainingMs);

  useEffect(() => {
    const deadline = Date.now() + remainingMs;
    const tick = () => setLeft(Math.max(0, deadline - Date.now()));
    const timer = setInterval(tick, 1000);
    return () => clearInterval(timer);
  }, [remainingMs]);

  if (left <= 0) return <AccessExpired />;
  return (
    <div className="space-y-4">
      <p className="flex items-center justify-center gap-2 text-sm text-muted-foreground">
        <Timer className="size-4" aria-hidden />
        {m.expiresIn} {/* role=timer is not announced on every tick, which would drown a screen reader. */}
        <span role="timer" className="font-mono font-semibold text-foreground tabular-nums" data-testid="access-countdown">
          {formatCountdown(left)}
        </span>
      </p>
      {children}
    </div>
  );
}
