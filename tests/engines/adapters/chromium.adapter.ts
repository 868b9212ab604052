import { existsSync } from 'node:fs';
import puppeteer from 'puppeteer-core';
import { chromiumArgs } from '../../e2e/browser';
import type { Engine } from '../engine-session';
import { EngineMissing } from './engine-missing';
import { PuppeteerSession, WINDOW } from './puppeteer-session';

/** Debian's Chromium (package `chromium`), the same browser the Playwright suite drives, here through puppeteer-core. */
export async function startChromium(): Promise<Engine> {
  const executablePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
  if (!existsSync(executablePath)) throw new EngineMissing('chromium', `no Chromium at ${executablePath}`, ['chromium']);
  const browser = await puppeteer.launch({
    executablePath,
    headless: true,
    args: [...chromiumArgs, `--window-size=${WINDOW.width},${WINDOW.height}`],
  });
  return {
    name: 'chromium',
    cannot: new Set(),
    // As a visitor's own tab: it may read back what it copied (overriding permissions denies every one not named).
    open: (origin) => PuppeteerSession.open('chromium', browser, origin, ['clipboard-read', 'clipboard-write', 'clipboard-sanitized-write']),
    stop: () => browser.close(),
  };
}
