import { HeaderTitle } from "@/components/shell/navigation-status";
import { NotificationBell } from "@/components/notifications/notification-bell";
import { SidebarTrigger } from "@/components/ui/sidebar";
import { ThemeSwitcher } from "@/components/theme/theme-switcher";

export function AppHeader({ unreadCount }: { unreadCount: number }) {
  return (
    <header className="sticky top-0 z-10 flex h-14 items-center gap-2 border-b bg-background/95 px-3 backdrop-blur sm:px-4">
      <SidebarTrigger />
      <HeaderTitle title="Central do Assinante" />
      <NotificationBell initialUnreadCount={unreadCount} />
      <ThemeSwitcher />
    </header>
  );
}
