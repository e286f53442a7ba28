"use client";

import { LoaderCircle, type LucideIcon } from "lucide-react";
import { useLinkStatus } from "next/link";

/**
 * A sidebar link's icon, turned into a spinner while the page it opens loads: the server
 * checks the session and reads the subscriber system before answering, which can take a
 * while, and the current page stays on screen meanwhile.
 */
export function NavLinkIcon({ icon: Icon }: { icon: LucideIcon }) {
  const { pending } = useLinkStatus();
  return pending ? <LoaderCircle aria-hidden className="animate-spin" data-testid="nav-pending" /> : <Icon aria-hidden />;
}
