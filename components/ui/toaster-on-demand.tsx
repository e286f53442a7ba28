"use client";

import dynamic from "next/dynamic";
import { useSyncExternalStore } from "react";
import { toasterDemand } from "@/components/ui/toast";

const Toaster = dynamic(() => import("@/components/ui/sonner").then((m) => m.Toaster), { ssr: false });

/** Mounts the app-wide Toaster once the first toast is asked for (see components/ui/toast.ts). */
export function ToasterOnDemand() {
  const wanted = useSyncExternalStore(toasterDemand.subscribe, toasterDemand.requested, () => false);
  return wanted ? <Toaster /> : null;
}
