import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import puppeteer, { type Browser } from 'puppeteer-core';

/** Debian's Chromium with the flags the Playwright journeys use (e2e/playwright.config.ts): no download. */
const CHROMIUM_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const CHROME_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** One script the page fetched: its path on the server and the bytes that crossed the wire. */
export interface ScriptRequest {
  path: string;
  transferBytes: number;
}

export interface PageAudit {
  /** Lighthouse's performance score, 0 to 100. */
  score: number;
  metrics: { fcpMs: number; lcpMs: number; tbtMs: number; cls: number; speedIndexMs: number };
  scripts: ScriptRequest[];
  /** Audits that cost points, worst first, for the report. */
  opportunities: string[];
}

export interface Lighthouse {
  /** Audits `url` with these localStorage entries set first (empty: signed out). */
  audit: (url: string, storage: Record<string, string>) => Promise<PageAudit>;
  close: () => Promise<void>;
}

interface NetworkItem {
  url: string;
  resourceType?: string;
  transferSize?: number;
}

const numeric = (lhr: { audits: Record<string, { numericValue?: number }> }, id: string) =>
  lhr.audits[id]?.numericValue ?? Number.NaN;

/** Puts the session where the web app keeps it, on the app's origin, before Lighthouse loads the page. */
async function setStorage(browser: Browser, url: string, storage: Record<string, string>) {
  const page = await browser.newPage();
  try {
    // A first visit: nothing cached from the page audited before (disableStorageReset keeps the cache too).
    const session = await page.createCDPSession();
    await session.send('Network.clearBrowserCache');
    await page.goto(new URL('/favicon.svg', url).href);
    await page.evaluate((entries: Record<string, string>) => {
      // Runs in the page; this package's types have no DOM.
      const store = (globalThis as unknown as { localStorage: { clear(): void; setItem(k: string, v: string): void } })
        .localStorage;
      store.clear();
      for (const [key, value] of Object.entries(entries)) store.setItem(key, value);
    }, storage);
  } finally {
    await page.close();
  }
}

/** Lighthouse's own presets: mobile (its default: slow 4G, 4x slower CPU) or desktop. */
export type LighthousePreset = 'mobile' | 'desktop';

/** Lighthouse 12 (simulated throttling) against Debian's Chromium. */
export async function startLighthouse(preset: LighthousePreset = 'mobile'): Promise<Lighthouse> {
  const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM_PATH, chromeFlags: CHROME_FLAGS });
  const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}` });
  const audit = async (url: string, storage: Record<string, string>): Promise<PageAudit> => {
    await setStorage(browser, url, storage);
    const result = await lighthouse(
      url,
      {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance'],
        // The session set above must survive: Lighthouse clears the origin's storage by default.
        disableStorageReset: true,
      },
      preset === 'desktop' ? desktopConfig : undefined,
    );
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    const lhr = result.lhr;
    if (lhr.runtimeError) throw new Error(`Lighthouse: ${lhr.runtimeError.message}`);
    const items = ((lhr.audits['network-requests']?.details as { items?: NetworkItem[] } | undefined)?.items ??
      []) as NetworkItem[];
    const origin = new URL(url).origin;
    const scripts = items
      .filter((item) => item.resourceType === 'Script' && item.url.startsWith(origin))
      .map((item) => ({ path: new URL(item.url).pathname, transferBytes: item.transferSize ?? 0 }));
    const opportunities = Object.values(lhr.audits)
      .filter((entry) => entry.score !== null && entry.score < 0.9 && entry.scoreDisplayMode === 'metricSavings')
      .map((entry) => `${entry.id}${entry.displayValue ? ` (${entry.displayValue})` : ''}`);
    return {
      score: Math.round((lhr.categories.performance?.score ?? 0) * 100),
      metrics: {
        fcpMs: numeric(lhr, 'first-contentful-paint'),
        lcpMs: numeric(lhr, 'largest-contentful-paint'),
        tbtMs: numeric(lhr, 'total-blocking-time'),
        cls: numeric(lhr, 'cumulative-layout-shift'),
        speedIndexMs: numeric(lhr, 'speed-index'),
      },
      scripts,
      opportunities,
    };
  };
  return {
    audit,
    close: async () => {
      await browser.disconnect();
      chrome.kill();
    },
  };
}
