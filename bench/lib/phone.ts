import {
  chromium,
  devices,
  type Browser,
  type BrowserContext,
  type BrowserContextOptions,
  type CDPSession,
  type Page,
} from "playwright-core";
import { chromiumArgs, findChromium } from "../../tests/e2e/chromium";

/**
 * A mid-range phone on slow mobile data, as the journeys see it: Chromium with a phone's screen,
 * touch and user agent (Playwright's Pixel 7), the CPU slowed 4× and the network shaped to a slow 4G
 * profile through the DevTools protocol (Emulation.setCPUThrottlingRate, Network.emulateNetworkConditions).
 */
export const PHONE = {
  device: "Pixel 7",
  cpuSlowdown: 4,
  rttMs: 150,
  downKbps: 1600,
  upKbps: 750,
} as const;

export async function launchPhoneBrowser(): Promise<Browser> {
  const executablePath = findChromium();
  if (!executablePath) throw new Error("Chromium não encontrado (CHROMIUM_PATH ou /usr/bin/chromium)");
  return chromium.launch({ executablePath, args: chromiumArgs, headless: true });
}

export function phoneContext(browser: Browser, options: BrowserContextOptions = {}): Promise<BrowserContext> {
  return browser.newContext({ ...devices[PHONE.device], locale: "pt-BR", timezoneId: "America/Sao_Paulo", ...options });
}

/** What one journey cost, measured at the browser. */
export type Sample = {
  ms: number;
  /** Time the browser waited on the system's servers (bench/lib/timing-relay.ts), upstream calls included. */
  serverMs: number;
  /** Bytes over the wire (encoded, headers included) during the journey. */
  bytes: number;
  requests: number;
  /**
   * Requests that stand in the journey's path one after another: documents (each redirect's hop
   * counted) and requests that send something (forms, server actions, the replica's API calls).
   */
  roundTrips: number;
  /** Main-thread task time of the page's renderer (CDP Performance.getMetrics TaskDuration), slowed as the CPU is. */
  mainThreadMs: number;
  /** Calls the subscriber system and the gateway answered during the journey (counted at the sandboxes). */
  sgpCalls?: number;
  efiCalls?: number;
  /** Waves of upstream calls one after another (calls answered within half a latency of each other are one wave). */
  upstreamRounds?: number;
};

/** A throttled page; `measure` runs a journey on it and returns its figures. */
export async function throttledPage(context: BrowserContext, serverTime: () => number) {
  const page = await context.newPage();
  const cdp: CDPSession = await context.newCDPSession(page);
  await cdp.send("Network.enable");
  await cdp.send("Network.emulateNetworkConditions", {
    offline: false,
    latency: PHONE.rttMs,
    downloadThroughput: (PHONE.downKbps * 1000) / 8,
    uploadThroughput: (PHONE.upKbps * 1000) / 8,
  });
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: PHONE.cpuSlowdown });
  await cdp.send("Performance.enable");

  let bytes = 0;
  let requests = 0;
  let roundTrips = 0;
  cdp.on("Network.requestWillBeSent", (event: { type?: string; request: { method: string } }) => {
    if (event.type === "Document" || event.request.method !== "GET") roundTrips++;
  });
  cdp.on("Network.loadingFinished", (event: { encodedDataLength: number }) => {
    bytes += event.encodedDataLength;
    requests++;
  });
  const taskMs = async () => {
    const { metrics } = (await cdp.send("Performance.getMetrics")) as { metrics: { name: string; value: number }[] };
    return (metrics.find((m) => m.name === "TaskDuration")?.value ?? 0) * 1000;
  };

  return {
    page,
    async measure(journey: (page: Page) => Promise<void>): Promise<Sample> {
      bytes = 0;
      requests = 0;
      roundTrips = 0;
      serverTime();
      const taskBefore = await taskMs();
      const started = performance.now();
      await journey(page);
      const ms = performance.now() - started;
      // A navigation to another renderer process starts its count again.
      const taskAfter = await taskMs();
      const mainThreadMs = taskAfter >= taskBefore ? taskAfter - taskBefore : taskAfter;
      return { ms, serverMs: serverTime(), bytes, requests, roundTrips, mainThreadMs };
    },
    close: () => page.close(),
  };
}
