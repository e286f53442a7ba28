import Link from "next/link";
import { Bell } from "lucide-react";
import { Button } from "@/components/ui/button";
import { SidebarTrigger } from "@/components/ui/sidebar";
import { ThemeSwitcher } from "@/components/theme/theme-switcher";
import { formatUnreadBadge } from "@/lib/notifications/badge";

export function AppHeader({ unreadCount }: { unreadCount: number }) {
  const badge = formatUnreadBadge(unreadCount);
  return (
    <header className="sticky top-0 z-10 flex h-14 items-center gap-2 border-b bg-background/95 px-3 backdrop-blur sm:px-4">
      <SidebarTrigger />
      <p className="flex-1 truncate text-base font-semibold sm:text-lg">Central do Assinante</p>
      <Button variant="ghost" size="icon" asChild className="relative">
        <Link href="/notifications" aria-label={`Notificações${badge ? ` (${unreadCount} não lidas)` : ""}`}>
          <Bell className="size-5" aria-hidden />
          {badge && (
            <span className="absolute -top-0.5 -right-0.5 min-w-5 rounded-full bg-destructive px-1 text-center text-[10px] leading-5 font-semibold text-destructive-foreground">
              {badge}
            </span>
          )}
        </Link>
      </Button>
      <ThemeSwitcher />
    </header>
  );
}
