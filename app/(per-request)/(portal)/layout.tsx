import { cookies } from "next/headers";
import type { ReactNode } from "react";
import { AuthProvider } from "@/components/auth/auth-context";
import { AppHeader } from "@/components/shell/app-header";
import { AppSidebar } from "@/components/shell/app-sidebar";
import { SidebarInset, SidebarProvider } from "@/components/ui/sidebar";
import { SIDEBAR_COOKIE_NAME, sidebarOpenFromCookie } from "@/components/ui/sidebar-constants";
import { requireCustomer } from "@/lib/auth/session";
import { currentBrand } from "@/lib/brand/current";
import { countUnreadNotifications } from "@/lib/notifications/queries";

export default async function PortalLayout({ children }: { children: ReactNode }) {
  const [customer, brand, cookieStore] = await Promise.all([requireCustomer(), currentBrand(), cookies()]);
  const unreadCount = await countUnreadNotifications(customer.cpf);
  const defaultOpen = sidebarOpenFromCookie(cookieStore.get(SIDEBAR_COOKIE_NAME)?.value);
  return (
    <AuthProvider cliente={customer}>
      <SidebarProvider defaultOpen={defaultOpen}>
        <AppSidebar brand={brand} unreadCount={unreadCount} />
        <SidebarInset>
          <AppHeader unreadCount={unreadCount} />
          <div className="flex-1 p-4 sm:p-6">{children}</div>
        </SidebarInset>
      </SidebarProvider>
    </AuthProvider>
  );
}
