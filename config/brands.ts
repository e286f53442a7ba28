/**
 * Brands as data. Colours live in app/globals.css under [data-brand="<id>"],
 * so the first HTML is already branded; everything else a screen needs is here.
 * Icons for installing the portal are PNGs under public/brands/<id>/, generated from
 * the brand's icon by `npx tsx scripts/generate-brand-icons.ts` (see lib/brand/assets.ts).
 */
export type Brand = {
  id: BrandId;
  name: string;
  /** The installed app's name (web app manifest) and the one under its home-screen icon. */
  appName: string;
  shortName: string;
  tagline: string;
  logo: { light: string; dark: string };
  favicon: string;
  /** Used for <meta name="theme-color"> and the manifest's theme_color (light). */
  themeColor: { light: string; dark: string };
  support: { phone?: string; whatsapp?: string; email?: string };
  legalName: string;
};

export const brandIds = ["velozfibra", "conectasul", "enterprise"] as const;
export type BrandId = (typeof brandIds)[number];

export const brands: Record<BrandId, Brand> = {
  velozfibra: {
    id: "velozfibra",
    name: "Veloz Fibra",
    appName: "Central Veloz Fibra",
    shortName: "Veloz Fibra",
    tagline: "Internet de fibra que acompanha o seu ritmo",
    logo: { light: "/brands/velozfibra-light.svg", dark: "/brands/velozfibra-dark.svg" },
    favicon: "/brands/velozfibra-icon.svg",
    themeColor: { light: "#0b6b73", dark: "#12191f" },
    support: { phone: "0800 555 0101", whatsapp: "5511955550101", email: "atendimento@velozfibra.com.br" },
    legalName: "Veloz Fibra Telecomunicações Ltda",
  },
  conectasul: {
    id: "conectasul",
    name: "Conecta Sul",
    appName: "Central Conecta Sul",
    shortName: "Conecta Sul",
    tagline: "Conectando o Sul com fibra, TV e atendimento de perto",
    logo: { light: "/brands/conectasul-light.svg", dark: "/brands/conectasul-dark.svg" },
    favicon: "/brands/conectasul-icon.svg",
    themeColor: { light: "#b4451a", dark: "#12191f" },
    support: { phone: "0800 555 0202", whatsapp: "5551955550202", email: "contato@conectasul.net.br" },
    legalName: "Conecta Sul Telecom S.A.",
  },
  enterprise: {
    id: "enterprise",
    name: "Central do Assinante",
    appName: "Central do Assinante",
    shortName: "Central",
    tagline: "Sua conta, suas faturas e seus serviços em um só lugar",
    logo: { light: "/brands/enterprise-light.svg", dark: "/brands/enterprise-dark.svg" },
    favicon: "/brands/enterprise-icon.svg",
    themeColor: { light: "#3a3f9e", dark: "#12191f" },
    support: {},
    legalName: "Central do Assinante",
  },
};

/** Port → brand used by `npm run demo` (8093 first brand, 8094 second). */
export const defaultBrandPorts: Record<string, BrandId> = { "8093": "velozfibra", "8094": "conectasul" };

export const fallbackBrand: BrandId = "enterprise";

export function isBrandId(value: string | undefined | null): value is BrandId {
  return !!value && (brandIds as readonly string[]).includes(value);
}
