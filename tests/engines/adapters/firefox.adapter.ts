import { existsSync } from 'node:fs';
import puppeteer from 'puppeteer-core';
import type { Engine } from '../engine-session';
import { EngineMissing } from './engine-missing';
import { PuppeteerSession, WINDOW } from './puppeteer-session';

/**
 * Debian's Firefox ESR (package `firefox-esr`) over WebDriver BiDi, which Firefox has built in: puppeteer-core starts
 * it with a throwaway profile and needs no separate driver (there is no geckodriver package in Debian 12, and nothing
 * may be downloaded). H.264 plays through the system's libavcodec (a dependency of gstreamer1.0-libav).
 */
export async function startFirefox(): Promise<Engine> {
  const executablePath = process.env.FIREFOX_PATH ?? '/usr/bin/firefox-esr';
  if (!existsSync(executablePath)) throw new EngineMissing('firefox', `no Firefox at ${executablePath}`, ['firefox-esr']);
  const browser = await puppeteer.launch({
    browser: 'firefox',
    executablePath,
    headless: true,
    args: [`--width=${WINDOW.width}`, `--height=${WINDOW.height}`],
  });
  return {
    name: 'firefox',
    cannot: new Set(['readClipboard']),
    open: (origin) => PuppeteerSession.open('firefox', browser, origin),
    stop: () => browser.close(),
  };
}
