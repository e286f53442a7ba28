import { cookies } from "next/headers";
import type { ReactNode } from "react";
import { AuthProvider } from "@/components/auth/auth-context";
import { AppHeader } from "@/components/shell/app-header";
import { AppSidebar } from "@/components/shell/app-sidebar";
import { MAIN_CONTENT_ID } from "@/components/shell/skip-link";
import { SidebarInset, SidebarProvider } from "@/components/ui/sidebar";
import { SIDEBAR_COOKIE_NAME, sidebarOpenFromCookie } from "@/components/ui/sidebar-constants";
import { requireCustomer } from "@/lib/auth/session";
import { currentBrand } from "@/lib/platform/brand/current";
import { countUnreadNotifications } from "@/lib/notifications/store";

export default async function PortalLayout({ children }: { children: ReactNode }) {
  const [customer, brand, cookieStore] = await Promise.all([requireCustomer(), currentBrand(), cookies()]);
  const unreadCount = await countUnreadNotifications(customer.document);
  const defaultOpen = sidebarOpenFromCookie(cookieStore.get(SIDEBAR_COOKIE_NAME)?.value);
  return (
    <AuthProvider customer={customer}>
      <SidebarProvider defaultOpen={defaultOpen}>
        <AppSidebar brand={brand} unreadCount={unreadCount} />
        <SidebarInset>
          <AppHeader unreadCount={unreadCount} />
          <div id={MAIN_CONTENT_ID} tabIndex={-1} className="flex-1 p-4 outline-none sm:p-6">
            {children}
          </div>
        </SidebarInset>
      </SidebarProvider>
    </AuthProvider>
  );
}
