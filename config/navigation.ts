/**
 * The portal's navigation as data. `protectedPaths` drives the proxy's guard;
 * `mainNavigation` and `accountNavigation` drive the sidebar.
 */
export type NavIcon =
  | "dashboard"
  | "invoices"
  | "services"
  | "support"
  | "internet"
  | "suggestions"
  | "equipment"
  | "profile"
  | "notifications";

export type NavItem = {
  title: string;
  href: string;
  icon: NavIcon;
  /** Pages that are still samples (/internet, /equipment): a toast instead of navigating. */
  inDevelopment?: boolean;
};

export const mainNavigation: NavItem[] = [
  { title: "Dashboard", href: "/", icon: "dashboard" },
  { title: "Faturas", href: "/invoices", icon: "invoices" },
  { title: "Serviços", href: "/services", icon: "services" },
  { title: "Suporte", href: "/support", icon: "support" },
  { title: "Consumo Internet", href: "/internet", icon: "internet", inDevelopment: true },
  { title: "Sugestões", href: "/suggestions", icon: "suggestions" },
  { title: "Meu Equipamento", href: "/equipment", icon: "equipment", inDevelopment: true },
];

export const accountNavigation: NavItem[] = [
  { title: "Perfil", href: "/profile", icon: "profile" },
  { title: "Notificações", href: "/notifications", icon: "notifications" },
];

export const inDevelopmentToast = {
  title: "Página em Desenvolvimento",
  description: "Esta funcionalidade está sendo desenvolvida e estará disponível em breve.",
};

export const protectedPaths = [
  "/",
  "/invoices",
  "/services",
  "/support",
  "/internet",
  "/suggestions",
  "/equipment",
  "/profile",
  "/notifications",
  "/trust-release",
];

export function isProtectedPath(pathname: string): boolean {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, "") : pathname;
  return protectedPaths.some((p) => (p === "/" ? path === "/" : path === p || path.startsWith(`${p}/`)));
}

/**
 * Public pages that read nothing from the request, built once per brand under
 * app/prerendered/[brand]; the proxy rewrites their addresses there.
 */
export const prerenderedPaths = ["/login", "/verificar-fatura", "/forgot-password", "/terms", "/privacy"];
const PRERENDERED_ROOT = "/prerendered";

/** The built route that answers `pathname` for `brand`, or null for a page rendered per request. */
export function prerenderedRoute(pathname: string, brand: string): string | null {
  return prerenderedPaths.includes(pathname) ? `${PRERENDERED_ROOT}/${brand}${pathname}` : null;
}

/** The built routes themselves are not addresses of the site. */
export function isPrerenderedRoute(pathname: string): boolean {
  return pathname === PRERENDERED_ROOT || pathname.startsWith(`${PRERENDERED_ROOT}/`);
}
