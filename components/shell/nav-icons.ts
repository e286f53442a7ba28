import { Bell, CreditCard, Gauge, Headset, LayoutDashboard, Lightbulb, Router, Server, UserRound, type LucideIcon } from "lucide-react";
import type { NavIcon } from "@/config/navigation";

export const navIcons: Record<NavIcon, LucideIcon> = {
  dashboard: LayoutDashboard,
  invoices: CreditCard,
  services: Server,
  support: Headset,
  internet: Gauge,
  suggestions: Lightbulb,
  equipment: Router,
  profile: UserRound,
  notifications: Bell,
};
