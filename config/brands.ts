/**
 * Brands as data. Colours live in app/globals.css under [data-brand="<id>"],
 * so the first HTML is already branded; everything else a screen needs is here.
 * Icons for installing the portal are PNGs under public/brands/<id>/, generated from
 * the brand's icon by `npx tsx scripts/generate-brand-icons.ts` (see lib/platform/brand/assets.ts).
 */
export type Brand = {
  id: BrandId;
  name: string;
  /** The installed app's name (web app manifest) and the one under its home-screen icon. */
  appName: string;
  shortName: string;
  tagline: string;
  /**
   * Light and dark variants of one size (the SVGs' width and height), which the page reserves
   * before they load so nothing moves when they arrive (tests/unit/brand-assets.test.ts).
   */
  logo: { light: string; dark: string; width: number; height: number };
  favicon: string;
  /** Used for <meta name="theme-color"> and the manifest's theme_color (light). */
  themeColor: { light: string; dark: string };
  support: { phone?: string; whatsapp?: string; email?: string };
  legalName: string;
  /** ONU signal thresholds in dBm (lib/connection/signal.ts); unset ones follow ONU_RX_WEAK_DBM / ONU_RX_CRITICAL_DBM. */
  signal?: { weakBelowDbm?: number; criticalBelowDbm?: number };
};

export const brandIds = ["velozfibra", "conectasul", "enterprise"] as const;
export type BrandId = (typeof brandIds)[number];

/** The dark theme colour, the same for every brand. */
const darkThemeColor = "#12191f";

type BrandData = Pick<Brand, "name" | "tagline"> &
  Partial<Pick<Brand, "appName" | "shortName" | "support" | "legalName" | "signal">> & {
    lightThemeColor: string;
    logoSize: { width: number; height: number };
  };

/**
 * A brand from what sets it apart; the rest follows one rule for all: assets named by the id,
 * the shared dark theme colour, and by default "Central <name>" as the installed app's name,
 * the name itself as short and legal name, and no support contacts.
 */
function defineBrand(id: BrandId, data: BrandData): Brand {
  return {
    id,
    name: data.name,
    appName: data.appName ?? `Central ${data.name}`,
    shortName: data.shortName ?? data.name,
    tagline: data.tagline,
    logo: { light: `/brands/${id}-light.svg`, dark: `/brands/${id}-dark.svg`, ...data.logoSize },
    favicon: `/brands/${id}-icon.svg`,
    themeColor: { light: data.lightThemeColor, dark: darkThemeColor },
    support: data.support ?? {},
    legalName: data.legalName ?? data.name,
    signal: data.signal,
  };
}

export const brands: Record<BrandId, Brand> = {
  velozfibra: defineBrand("velozfibra", {
    name: "Veloz Fibra",
    tagline: "Internet de fibra que acompanha o seu ritmo",
    lightThemeColor: "#0b6b73",
    logoSize: { width: 170, height: 36 },
    support: { phone: "0800 555 0101", whatsapp: "5511955550101", email: "atendimento@velozfibra.com.br" },
    legalName: "Veloz Fibra Telecomunicações Ltda",
  }),
  conectasul: defineBrand("conectasul", {
    name: "Conecta Sul",
    tagline: "Conectando o Sul com fibra, TV e atendimento de perto",
    lightThemeColor: "#b4451a",
    logoSize: { width: 170, height: 36 },
    support: { phone: "0800 555 0202", whatsapp: "5551955550202", email: "contato@conectasul.net.br" },
    legalName: "Conecta Sul Telecom S.A.",
  }),
  enterprise: defineBrand("enterprise", {
    name: "Central do Assinante",
    appName: "Central do Assinante",
    shortName: "Central",
    tagline: "Sua conta, suas faturas e seus serviços em um só lugar",
    lightThemeColor: "#3a3f9e",
    logoSize: { width: 274, height: 36 },
  }),
};

/** Port → brand used by `npm run demo` (8093 first brand, 8094 second). */
export const defaultBrandPorts: Record<string, BrandId> = { "8093": "velozfibra", "8094": "conectasul" };

export const fallbackBrand: BrandId = "enterprise";

export function isBrandId(value: string | undefined | null): value is BrandId {
  return !!value && (brandIds as readonly string[]).includes(value);
}
