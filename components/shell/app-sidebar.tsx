"use client";

import Link from "next/link";
import { usePathname, useRouter } from "next/navigation";
import {
  Sidebar,
  SidebarContent,
  SidebarFooter,
  SidebarGroup,
  SidebarGroupContent,
  SidebarGroupLabel,
  SidebarHeader,
  SidebarMenu,
  SidebarMenuBadge,
  SidebarMenuButton,
  SidebarMenuItem,
  SidebarRail,
} from "@/components/ui/sidebar";
import { useAuth } from "@/components/auth/auth-context";
import { BrandLogo } from "@/components/brand/brand-logo";
import { LogoutButton } from "@/components/shell/logout-button";
import { navIcons } from "@/components/shell/nav-icons";
import { NavLinkIcon } from "@/components/shell/nav-link-icon";
import type { Brand } from "@/config/brands";
import { accountNavigation, mainNavigation, type NavItem } from "@/config/navigation";
import { maskCpfForSidebar } from "@/lib/shared/br/masking";
import { formatUnreadBadge } from "@/lib/notifications/badge";

type Props = { brand: Brand; unreadCount: number };

export function AppSidebar({ brand, unreadCount }: Props) {
  const { customer } = useAuth();
  return (
    <Sidebar collapsible="icon">
      <SidebarHeader>
        <Link href="/" prefetch={false} className="flex h-10 items-center px-1 group-data-[collapsible=icon]:justify-center">
          <BrandLogo brand={brand} className="h-8 group-data-[collapsible=icon]:hidden" />
          {/* eslint-disable-next-line @next/next/no-img-element -- small SVG icon */}
          <img src={brand.favicon} alt={brand.name} className="hidden size-8 group-data-[collapsible=icon]:block" />
        </Link>
      </SidebarHeader>
      <SidebarContent>
        <nav aria-label="Navegação principal">
          <NavGroup label="Menu principal" items={mainNavigation} />
          <NavGroup label="Conta" items={accountNavigation} unreadCount={unreadCount} />
        </nav>
      </SidebarContent>
      <SidebarFooter>
        <div className="min-w-0 px-2 py-1 group-data-[collapsible=icon]:hidden">
          <p className="truncate text-sm font-medium" data-testid="sidebar-customer-name">
            {customer?.name}
          </p>
          <p className="truncate text-xs text-muted-foreground" data-testid="sidebar-customer-document">
            {maskCpfForSidebar(customer?.document)}
          </p>
        </div>
        <LogoutButton />
      </SidebarFooter>
      <SidebarRail />
    </Sidebar>
  );
}

function NavGroup({ label, items, unreadCount = 0 }: { label: string; items: NavItem[]; unreadCount?: number }) {
  const pathname = usePathname();
  const router = useRouter();
  return (
    <SidebarGroup>
      <SidebarGroupLabel>{label}</SidebarGroupLabel>
      <SidebarGroupContent>
        <SidebarMenu>
          {items.map((item) => {
            const Icon = navIcons[item.icon];
            const active = item.href === "/" ? pathname === "/" : pathname.startsWith(item.href);
            const badge = item.icon === "notifications" ? formatUnreadBadge(unreadCount) : null;
            return (
              <SidebarMenuItem key={item.href}>
                <SidebarMenuButton asChild isActive={active} tooltip={item.title}>
                  {/* Prefetching every visible link would render all nine pages on the server per page view:
                      prefetch only the one the pointer or focus is on. */}
                  <Link
                    href={item.href}
                    prefetch={false}
                    onMouseEnter={() => router.prefetch(item.href)}
                    onFocus={() => router.prefetch(item.href)}
                  >
                    <NavLinkIcon icon={Icon} />
                    <span>{item.title}</span>
                  </Link>
                </SidebarMenuButton>
                {badge && (
                  <SidebarMenuBadge aria-label={`${unreadCount} notificações não lidas`} data-testid="unread-badge">
                    {badge}
                  </SidebarMenuBadge>
                )}
              </SidebarMenuItem>
            );
          })}
        </SidebarMenu>
      </SidebarGroupContent>
    </SidebarGroup>
  );
}
