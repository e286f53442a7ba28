"use client";

import { LoaderCircle, type LucideIcon } from "lucide-react";
import { useLinkStatus } from "next/link";
import { useReportNavigation } from "./navigation-status";

/**
 * A sidebar link's icon, turned into a spinner while the page it opens loads: the server
 * checks the session and reads the subscriber system before answering, which can take a
 * while, and the current page stays on screen meanwhile. The header says so too.
 */
export function NavLinkIcon({ icon: Icon }: { icon: LucideIcon }) {
  const { pending } = useLinkStatus();
  useReportNavigation(pending);
  return pending ? <LoaderCircle aria-hidden className="animate-spin" data-testid="nav-pending" /> : <Icon aria-hidden />;
}
