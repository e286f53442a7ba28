/**
 * The portal's navigation as data: `mainNavigation` and `accountNavigation` drive the sidebar.
 * Which addresses need a session is config/public-paths.ts's business, not this list's.
 */
export type NavIcon =
  "dashboard" | "invoices" | "services" | "support" | "internet" | "suggestions" | "equipment" | "profile" | "notifications";

export type NavItem = {
  title: string;
  href: string;
  icon: NavIcon;
};

export const mainNavigation: NavItem[] = [
  { title: "Dashboard", href: "/", icon: "dashboard" },
  { title: "Faturas", href: "/invoices", icon: "invoices" },
  { title: "Serviços", href: "/services", icon: "services" },
  { title: "Suporte", href: "/support", icon: "support" },
  { title: "Consumo Internet", href: "/internet", icon: "internet" },
  { title: "Sugestões", href: "/suggestions", icon: "suggestions" },
  { title: "Meu Equipamento", href: "/equipment", icon: "equipment" },
];

export const accountNavigation: NavItem[] = [
  { title: "Perfil", href: "/profile", icon: "profile" },
  { title: "Notificações", href: "/notifications", icon: "notifications" },
];
