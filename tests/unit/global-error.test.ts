import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { afterEach, describe, expect, it, vi } from "vitest";
import GlobalError from "@/app/global-error";
import { SHOWN_BRAND_COOKIE, shownBrand } from "@/lib/platform/brand/shown";
import { recoveryOptions } from "@/lib/platform/browser/load-recovery";

/*
 * app/global-error.tsx renders when the root layout itself fails: no layout, no server data, in
 * the browser only. Forcing that in the production build would take a hook in the root layout,
 * so the component is rendered here with what a browser would hold.
 */

type Browser = { dataBrand?: string; cookie?: string; rootClass?: string; theme?: string | null; prefersDark?: boolean };

function stubBrowser({ dataBrand, cookie = "", rootClass = "", theme = null, prefersDark = false }: Browser) {
  vi.stubGlobal("document", {
    documentElement: {
      dataset: dataBrand ? { brand: dataBrand } : {},
      classList: { contains: (c: string) => rootClass.split(" ").includes(c) },
    },
    cookie,
  });
  vi.stubGlobal("localStorage", { getItem: (key: string) => (key === "theme" ? theme : null) });
  vi.stubGlobal("matchMedia", (query: string) => ({ matches: prefersDark && query.includes("dark") }));
}

const render = () =>
  renderToStaticMarkup(createElement(GlobalError, { error: Object.assign(new Error("layout"), { digest: "123" }), reset: () => {} }));

afterEach(() => vi.unstubAllGlobals());

describe("the technical-problem screen of a failed root layout", () => {
  it("is a whole document with the spec's title, text and both buttons, in pt-BR", () => {
    stubBrowser({});
    const html = render();
    expect(html).toMatch(/^<html lang="pt-BR"/);
    expect(html).toContain("<body");
    expect(html).toContain(`<h1 class="text-2xl font-semibold">Problema Técnico Detectado</h1>`);
    expect(html).toContain(recoveryOptions.texts.description);
    expect(html).toMatch(/<button[^>]*>Recarregar Página<\/button>/);
    expect(html).toMatch(/<button[^>]*>Limpar Cache e Recarregar<\/button>/);
    expect(html).toMatch(/<meta name="robots" content="noindex, nofollow"\/>/);
    // The skip link comes first and reaches the message.
    expect(html.indexOf("Pular para o conteúdo")).toBeLessThan(html.indexOf("<main"));
    expect(html).toMatch(/<main id="conteudo" tabindex="-1" role="alert"/);
  });

  it("takes the brand from the proxy's cookie, with its logo and name", () => {
    stubBrowser({ cookie: `theme=x; ${SHOWN_BRAND_COOKIE}=conectasul; other=1` });
    const html = render();
    expect(html).toMatch(/<html lang="pt-BR" data-brand="conectasul"/);
    expect(html).toContain(`<title>Problema Técnico Detectado | Conecta Sul</title>`);
    expect(html).toContain(`src="/brands/conectasul-light.svg"`);
  });

  it("keeps the brand of a document already shown, and the dark mode chosen", () => {
    stubBrowser({ dataBrand: "velozfibra", cookie: `${SHOWN_BRAND_COOKIE}=conectasul`, theme: "dark" });
    expect(render()).toMatch(/<html lang="pt-BR" data-brand="velozfibra" class="dark"/);
    stubBrowser({ theme: "light", prefersDark: true });
    expect(render()).not.toContain(`class="dark"`);
    stubBrowser({ theme: null, prefersDark: true });
    expect(render()).toContain(`class="dark"`);
  });

  it("falls back to the generic brand for an unknown or missing cookie", () => {
    stubBrowser({ cookie: `${SHOWN_BRAND_COOKIE}=outra` });
    expect(render()).toMatch(/data-brand="enterprise"/);
    expect(shownBrand(undefined, "")).toBe("enterprise");
    expect(shownBrand("nada", `${SHOWN_BRAND_COOKIE}=velozfibra`)).toBe("velozfibra");
  });
});
