import type { Browser, BrowserContext, BrowserContextOptions, Page } from "playwright-core";
import { launchPhoneBrowser, phoneContext, throttledPage, type Sample } from "./phone";
import { summarize, type Summary } from "./stats";

/**
 * The subscriber's three journeys on a throttled phone, against every system in the same run,
 * interleaved run by run so a busy minute of the machine hits all systems alike.
 *   1. SMS link: /fatura/{token} → 'Gerar PIX' → PIX code visible with its copy button.
 *   2. Portal: /login → sign in → dashboard → 'Pagar com PIX' → PIX code visible.
 *   3. Return visit: a signed-in subscriber opens / → the next invoice's amount visible.
 * Journeys 1 and 2 also with JavaScript disabled, on the systems that work without it
 * (the portal's forms post natively; the floor and the replica are nothing without their script):
 * the PIX code visible on the page the form's post answers ('Pagar com PIX' is in the dashboard's
 * first flush, so it is there without script).
 * Cold: a new browser context per run (empty cache, new connections). Warm: one context per system
 * that did the journey once, unmeasured, before the measured runs (journey 2 logs out in between).
 */
export type JourneyId = "sms-link" | "login-pay" | "return-visit" | "sms-link-no-js" | "login-pay-no-js";
export const JOURNEYS: { id: JourneyId; title: string; short: string; noScript?: boolean }[] = [
  { id: "sms-link", title: "1. SMS link → PIX code", short: "1. SMS link → PIX" },
  { id: "login-pay", title: "2. /login → dashboard → Pagar → PIX code", short: "2. login → Pagar → PIX" },
  { id: "return-visit", title: "3. Signed-in return visit → next invoice amount", short: "3. return visit" },
  { id: "sms-link-no-js", title: "1. SMS link → PIX code, no JavaScript", short: "1. no JavaScript", noScript: true },
  {
    id: "login-pay-no-js",
    title: "2. /login → dashboard → Pagar → PIX code, no JavaScript",
    short: "2. no JavaScript",
    noScript: true,
  },
];

/** A system under test: where it is and how a journey starts on it. */
export type JourneySystem = {
  name: string;
  url: string;
  /** Server time since the last call (the timing relays in front of the system's servers). */
  serverTime: () => number;
  /** A fresh SMS link's token for this subscriber. */
  newToken(subscriber: JourneySubscriber): Promise<string>;
  /** Prepares a context for the links this system will open (the replica's session storage). */
  prepareContext?(context: BrowserContext): Promise<unknown>;
  /** Context options of a signed-in subscriber (Maria). */
  signedIn(): Promise<BrowserContextOptions>;
  /** Logs the subscriber out between warm runs of journey 2. */
  logout(context: BrowserContext): Promise<void>;
  /**
   * Calls other origins from the page (the replica): then the context sends no X-Forwarded-For,
   * which would turn each of those calls into one with a CORS preflight that a phone does not send.
   */
  crossOrigin?: boolean;
  /** Its journeys 1 and 2 work with JavaScript disabled (the portal). */
  worksWithoutScript?: boolean;
};

/** Journeys 1 and 2 take a new subscriber each run, so no run finds another's PIX or cached lookup. */
export type JourneySubscriber = { document: string; digits: string; password: string };

export type JourneyResult = { journey: JourneyId; system: string; cache: "cold" | "warm"; samples: Sample[]; failures: string[] };

const STEP_TIMEOUT = 60_000;

/** Taps until the tap has an effect: a page that is not hydrated yet ignores taps, as a user would notice. */
async function tap(page: Page, name: RegExp, effect: () => Promise<boolean>) {
  for (let attempt = 0; attempt < 20; attempt++) {
    await page.getByRole("button", { name }).first().click({ timeout: STEP_TIMEOUT });
    const deadline = Date.now() + 1500;
    while (Date.now() < deadline) {
      if (await effect()) return;
      await page.waitForTimeout(50);
    }
  }
  throw new Error(`o toque em ${name} não teve efeito`);
}

const pixShown = (page: Page) =>
  page.waitForFunction(
    () => {
      const code = document.querySelector<HTMLElement>('[data-testid="pix-copia-e-cola"]');
      if (!code || !code.checkVisibility() || !code.textContent?.startsWith("000201")) return false;
      return [...document.querySelectorAll("button")].some(
        (b) => /Copiar/.test(`${b.textContent} ${b.getAttribute("aria-label") ?? ""}`) && !b.disabled && b.checkVisibility(),
      );
    },
    undefined,
    { timeout: STEP_TIMEOUT, polling: 50 },
  );

/**
 * The tap started something: the code, or a button that changed (disabled, or "Gerando..."), or
 * a navigation (a form posted natively before hydration: the page is replaced while it is read).
 */
const pixStarted = (page: Page, label: RegExp) => () =>
  page
    .evaluate((source) => {
      const re = new RegExp(source);
      if (document.querySelector('[data-testid="pix-copia-e-cola"]')) return true;
      const buttons = [...document.querySelectorAll("button")].filter((b) => re.test(b.textContent ?? ""));
      return buttons.length === 0 || buttons.every((b) => b.disabled) || /Gerando/.test(document.body.innerText);
    }, label.source)
    .catch(() => true);

/**
 * Journeys 1 and 3 go on from the navigation's first byte, not its load event: a person taps
 * 'Gerar PIX', or reads the amount, as soon as it shows. Journey 2 types into /login after its
 * load event, as a person waits for the form before typing; after the sign-in it taps 'Pagar' as
 * soon as the button shows, as in journey 3 (the replica's dashboard is the same document, which
 * has no load event to wait for).
 */
const ON_SIGHT = { timeout: STEP_TIMEOUT, waitUntil: "commit" } as const;

async function smsLink(page: Page, url: string) {
  await page.goto(url, ON_SIGHT);
  await tap(page, /^Gerar PIX$/, pixStarted(page, /^Gerar PIX$/));
  await pixShown(page);
}

async function loginAndPay(page: Page, base: string, credentials: JourneySubscriber) {
  await page.goto(`${base}/login`, { timeout: STEP_TIMEOUT });
  await page.getByLabel("CPF/CNPJ").fill(credentials.document, { timeout: STEP_TIMEOUT });
  await page.getByLabel("Senha").fill(credentials.password);
  await tap(page, /^Entrar$/, () => page.evaluate(() => /Bem-vindo|Entrando/.test(document.body.innerText) || location.pathname === "/"));
  await page.waitForURL((u) => u.pathname === "/", ON_SIGHT);
  await tap(page, /^Pagar/, pixStarted(page, /^Pagar/));
  await pixShown(page);
}

/** Without script a tap is a form's post, answered by a page: one tap, and a failure is seen sooner. */
const NO_SCRIPT_TIMEOUT = 20_000;

const codeOnPage = (page: Page) =>
  page
    .getByTestId("pix-copia-e-cola")
    .filter({ hasText: /^000201/ })
    .first()
    .waitFor({ state: "visible", timeout: NO_SCRIPT_TIMEOUT });

async function smsLinkNoScript(page: Page, url: string) {
  await page.goto(url, ON_SIGHT);
  await page
    .getByRole("button", { name: /^Gerar PIX$/ })
    .first()
    .click({ timeout: NO_SCRIPT_TIMEOUT });
  await codeOnPage(page);
}

async function loginAndPayNoScript(page: Page, base: string, credentials: JourneySubscriber) {
  await page.goto(`${base}/login`, { timeout: NO_SCRIPT_TIMEOUT });
  await page.getByLabel("CPF/CNPJ").fill(credentials.document, { timeout: NO_SCRIPT_TIMEOUT });
  await page.getByLabel("Senha").fill(credentials.password);
  await page.getByRole("button", { name: /^Entrar$/ }).click();
  await page.waitForURL((u) => u.pathname === "/", { timeout: NO_SCRIPT_TIMEOUT, waitUntil: "commit" });
  await page
    .getByRole("button", { name: /^Pagar/ })
    .first()
    .click({ timeout: NO_SCRIPT_TIMEOUT });
  await codeOnPage(page);
}

async function returnVisit(page: Page, base: string) {
  await page.goto(`${base}/`, ON_SIGHT);
  await page.waitForFunction(
    () =>
      [...document.querySelectorAll<HTMLElement>("h2, h3, p, span, div")]
        .filter((e) => e.childElementCount === 0 && e.textContent?.trim() === "Próxima Fatura" && e.checkVisibility())
        .some((title) => {
          let box: HTMLElement | null = title;
          for (let up = 0; up < 4 && box; up++, box = box.parentElement) if (/R\$\s?\d/.test(box.innerText)) return true;
          return false;
        }),
    undefined,
    { timeout: STEP_TIMEOUT, polling: 50 },
  );
}

type Upstream = Parameters<typeof runJourneys>[0]["upstream"];

async function runOnce(
  context: BrowserContext,
  system: JourneySystem,
  journey: JourneyId,
  next: () => JourneySubscriber,
  upstream?: Upstream,
): Promise<Sample> {
  // Journey 3 is Maria's return visit (signed in by the context); 1 and 2 take a new subscriber.
  const subscriber = journey === "return-visit" ? null : next();
  const token = subscriber && (journey === "sms-link" || journey === "sms-link-no-js") ? await system.newToken(subscriber) : "";
  const phone = await throttledPage(context, system.serverTime);
  try {
    await upstream?.reset();
    const sample = await phone.measure(async (page) => {
      if (journey === "sms-link") await smsLink(page, `${system.url}/fatura/${token}`);
      else if (journey === "login-pay") await loginAndPay(page, system.url, subscriber!);
      else if (journey === "sms-link-no-js") await smsLinkNoScript(page, `${system.url}/fatura/${token}`);
      else if (journey === "login-pay-no-js") await loginAndPayNoScript(page, system.url, subscriber!);
      else await returnVisit(page, system.url);
    });
    const calls = await upstream?.count();
    return {
      ...sample,
      sgpCalls: calls?.sgp ?? Number.NaN,
      efiCalls: calls?.efi ?? Number.NaN,
      upstreamRounds: calls?.rounds ?? Number.NaN,
    };
  } finally {
    await phone.close();
  }
}

async function newContext(browser: Browser, system: JourneySystem, journey: JourneyId, address: string) {
  const options = journey === "return-visit" ? await system.signedIn() : {};
  const noScript = JOURNEYS.find((j) => j.id === journey)?.noScript ? { javaScriptEnabled: false } : {};
  const context = await phoneContext(browser, {
    ...options,
    ...noScript,
    ...(system.crossOrigin ? {} : { extraHTTPHeaders: { "x-forwarded-for": address } }),
  });
  await system.prepareContext?.(context);
  return context;
}

export async function runJourneys(options: {
  systems: JourneySystem[];
  runs: number;
  journeys?: JourneyId[];
  nextSubscriber: () => JourneySubscriber;
  /** Counts the calls the sandboxes answered during a run (SGP, gateway). */
  upstream?: { reset(): Promise<unknown>; count(): Promise<{ sgp: number; efi: number; rounds: number }> };
  log: (message: string) => void;
}): Promise<JourneyResult[]> {
  const browser = await launchPhoneBrowser();
  const results: JourneyResult[] = [];
  let addresses = 0;
  const address = () => `10.22.${(++addresses >> 8) & 255}.${addresses & 255}`;
  try {
    for (const { id: journey, noScript } of JOURNEYS.filter((j) => !options.journeys || options.journeys.includes(j.id))) {
      const systems = options.systems.filter((s) => !noScript || s.worksWithoutScript);
      const cold = systems.map((s) => ({
        journey,
        system: s.name,
        cache: "cold" as const,
        samples: [] as Sample[],
        failures: [] as string[],
      }));
      const warm = systems.map((s) => ({
        journey,
        system: s.name,
        cache: "warm" as const,
        samples: [] as Sample[],
        failures: [] as string[],
      }));
      for (let run = 0; run < options.runs; run++) {
        for (const [index, system] of systems.entries()) {
          const context = await newContext(browser, system, journey, address());
          try {
            cold[index]!.samples.push(await runOnce(context, system, journey, options.nextSubscriber, options.upstream));
          } catch (error) {
            cold[index]!.failures.push((error as Error).message.split("\n")[0]!);
          } finally {
            await context.close();
          }
        }
        options.log(`${journey} frio, execução ${run + 1}/${options.runs}`);
      }
      const warmContexts: BrowserContext[] = [];
      try {
        for (const system of systems) {
          const context = await newContext(browser, system, journey, address());
          warmContexts.push(context);
          await runOnce(context, system, journey, options.nextSubscriber).catch(() => undefined); // fills the cache, unmeasured
        }
        for (let run = 0; run < options.runs; run++) {
          for (const [index, system] of systems.entries()) {
            const context = warmContexts[index]!;
            try {
              if (journey === "login-pay" || journey === "login-pay-no-js") await system.logout(context);
              warm[index]!.samples.push(await runOnce(context, system, journey, options.nextSubscriber, options.upstream));
            } catch (error) {
              warm[index]!.failures.push((error as Error).message.split("\n")[0]!);
            }
          }
          options.log(`${journey} quente, execução ${run + 1}/${options.runs}`);
        }
      } finally {
        await Promise.all(warmContexts.map((c) => c.close()));
      }
      results.push(...cold, ...warm);
    }
  } finally {
    await browser.close();
  }
  return results;
}

export type JourneySummary = { journey: JourneyId; system: string; cache: "cold" | "warm"; runs: number; failures: string[] } & Record<
  keyof Sample,
  Summary
>;

export function summarizeJourneys(results: JourneyResult[]): JourneySummary[] {
  return results.map((r) => ({
    journey: r.journey,
    system: r.system,
    cache: r.cache,
    runs: r.samples.length,
    failures: r.failures,
    ms: summarize(r.samples.map((s) => s.ms)),
    serverMs: summarize(r.samples.map((s) => s.serverMs)),
    bytes: summarize(r.samples.map((s) => s.bytes)),
    requests: summarize(r.samples.map((s) => s.requests)),
    roundTrips: summarize(r.samples.map((s) => s.roundTrips)),
    mainThreadMs: summarize(r.samples.map((s) => s.mainThreadMs)),
    sgpCalls: summarize(r.samples.map((s) => s.sgpCalls ?? Number.NaN)),
    efiCalls: summarize(r.samples.map((s) => s.efiCalls ?? Number.NaN)),
    upstreamRounds: summarize(r.samples.map((s) => s.upstreamRounds ?? Number.NaN)),
  }));
}
